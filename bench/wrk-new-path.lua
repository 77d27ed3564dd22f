-- Each request asks for a path of its own: a not-found page that no cache has seen.
local count = 0

request = function()
  count = count + 1
  return wrk.format(nil, wrk.path .. tostring(count) .. "-" .. tostring(math.random(1e9)))
end
