import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const APP = new URL("..", import.meta.url).pathname;
const CLIENT = "lib/http.ts";
// Every way a browser page can send a request of its own.
const REQUEST_APIS =
  /\bfetch\(|XMLHttpRequest|sendBeacon|new EventSource|new WebSocket|\.fetchLater\(/;

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    }),
  );
  return nested.flat();
}

describe("the app's HTTP client", () => {
  it("is the only code that sends requests", async () => {
    const files = await sourceFiles(APP);
    expect(files.map((file) => relative(APP, file))).toContain(CLIENT);
    const senders: string[] = [];
    for (const file of files) {
      const name = relative(APP, file);
      if (name !== CLIENT && REQUEST_APIS.test(await readFile(file, "utf8"))) senders.push(name);
    }
    expect(senders).toEqual([]);
  });

  it("is found by the check: the client itself calls fetch", async () => {
    expect(await readFile(join(APP, CLIENT), "utf8")).toMatch(REQUEST_APIS);
  });
});
