import { describe, expect, it } from "vitest";
import { MAX_ICON_QUERY_LENGTH } from "#contracts/icons.ts";
import { answerIconRequest, checkIconRequest } from "./icons-endpoint.ts";

describe("checkIconRequest", () => {
  it("accepts a collection file and a list of names, without duplicates", () => {
    expect(checkIconRequest("lucide.json", "sun,moon,sun")).toEqual({
      ok: true,
      prefix: "lucide",
      names: ["sun", "moon"],
    });
  });

  it.each([
    ["lucide", "sun", "Invalid collection name"],
    ["Lucide.json", "sun", "Invalid collection name"],
    ["../x.json", "sun", "Invalid collection name"],
    [".json", "sun", "Invalid collection name"],
    ["lucide.json", undefined, "Missing icons=a,b"],
    ["lucide.json", "", "Missing icons=a,b"],
    ["lucide.json", "sun,", "Invalid icon name"],
    ["lucide.json", "Sun", "Invalid icon name"],
    ["lucide.json", "sun;moon", "Invalid icon name"],
    ["lucide.json", "<svg>", "Invalid icon name"],
    ["lucide.json", "a".repeat(65), "Invalid icon name"],
  ])("refuses %s ? icons=%s", (file, icons, message) => {
    expect(checkIconRequest(file, icons)).toEqual({ ok: false, status: 400, message });
  });

  it("refuses more than 100 icons and over-long queries", () => {
    const many = Array.from({ length: 101 }, (_, index) => `i${index}`).join(",");
    expect(checkIconRequest("lucide.json", many)).toMatchObject({ ok: false, status: 400 });
    const hundred = Array.from({ length: 100 }, (_, index) => `i${index}`).join(",");
    expect(checkIconRequest("lucide.json", hundred).ok).toBe(true);
    expect(checkIconRequest("lucide.json", "a".repeat(MAX_ICON_QUERY_LENGTH + 1))).toMatchObject({
      ok: false,
      message: "Icon list too long",
    });
  });
});

describe("answerIconRequest", () => {
  it("finds only the collection's own icons, never a name every object has", async () => {
    const answer = await answerIconRequest("lucide.json", "constructor,sun,no-such-icon");
    expect(answer.status).toBe(200);
    const body = JSON.parse(answer.body) as { icons: object; not_found?: string[] };
    expect(Object.keys(body.icons)).toEqual(["sun"]);
    expect(body.not_found?.toSorted()).toEqual(["constructor", "no-such-icon"]);
  });

  it("lists every name as missing when the collection has none of them", async () => {
    const answer = await answerIconRequest("lucide.json", "constructor");
    expect(JSON.parse(answer.body)).toEqual({
      prefix: "lucide",
      icons: {},
      not_found: ["constructor"],
    });
  });
});
