import autocannon from "autocannon";

export interface Throughput {
  server: string;
  page: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

/** Requests per second and latency on loopback: 100 connections for `seconds`. */
export async function measureThroughput(
  server: string,
  baseURL: string,
  path: string,
  seconds = 10,
): Promise<Throughput> {
  const result = await autocannon({
    url: `${baseURL}${path}`,
    connections: 100,
    duration: seconds,
    headers: { "accept-encoding": "br, gzip" },
  });
  return {
    server,
    page: path,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
  };
}
