import { spawn } from "node:child_process";

export interface WrkResult {
  requests: number;
  requestsPerSecond: number;
  p99Ms: number;
  /** Connection errors and time-outs (4xx answers are not errors: a 404 is one of the targets). */
  errors: number;
}

function milliseconds(value: string, unit: string): number {
  const scale: Record<string, number> = { us: 0.001, ms: 1, s: 1_000 };
  return Number(value) * (scale[unit] ?? Number.NaN);
}

/** A wrk script that asks for a path never asked for before, under the URL's path. */
export const NEW_PATH_EACH_TIME = new URL("./wrk-new-path.lua", import.meta.url).pathname;

/**
 * One wrk run: 2 threads, 50 connections, `seconds` long, asking for compressed answers; with
 * `script`, the wrk Lua script that makes the requests.
 */
export function runWrk(url: string, seconds = 10, script?: string): Promise<WrkResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      "wrk",
      [
        "-t2",
        "-c50",
        `-d${seconds}s`,
        "--latency",
        "-H",
        "Accept-Encoding: gzip, br",
        ...(script ? ["-s", script] : []),
        url,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.on("error", () =>
      reject(new Error("wrk is needed for the server benchmark (apt-get install -y wrk)")),
    );
    child.on("exit", () => {
      const requests = output.match(/(\d+) requests in/)?.[1];
      const rate = output.match(/Requests\/sec:\s+([\d.]+)/)?.[1];
      const p99 = output.match(/\s99%\s+([\d.]+)(us|ms|s)\b/);
      const socket = output.match(
        /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/,
      );
      if (!requests || !rate || !p99) {
        reject(new Error(`Unexpected wrk output:\n${output}`));
        return;
      }
      resolve({
        requests: Number(requests),
        requestsPerSecond: Number(rate),
        p99Ms: milliseconds(p99[1] ?? "", p99[2] ?? ""),
        errors: socket ? socket.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
      });
    });
  });
}
