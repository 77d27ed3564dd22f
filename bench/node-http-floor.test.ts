import { createServer, get, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startNodeHttpFloor } from "./node-http-floor.ts";

/** An origin whose answers differ by path, one of them compressed. */
const origin: Server = createServer((request, response) => {
  if (request.url?.startsWith("/page")) {
    const body = gzipSync(`a page at ${request.url}`);
    response.writeHead(200, {
      "Content-Type": "text/html",
      "Content-Encoding": "gzip",
      "X-From": request.headers["accept-encoding"] ?? "",
      "Content-Length": body.length,
    });
    response.end(body);
    return;
  }
  response.writeHead(404, { "Content-Type": "text/plain" });
  response.end(`not found: ${request.url}`);
});

function fetchRaw(url: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      get(url, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      }).on("error", reject);
    },
  );
}

let floor: Awaited<ReturnType<typeof startNodeHttpFloor>>;

beforeAll(async () => {
  await new Promise<void>((resolve) => origin.listen(0, "127.0.0.1", resolve));
  const { port } = origin.address() as AddressInfo;
  floor = await startNodeHttpFloor(`http://127.0.0.1:${port}`, ["/page", "/page?q=", "/gone"]);
});

afterAll(() => {
  floor.stop();
  origin.close();
});

describe("Node's HTTP layer alone, the server benchmark's floor", () => {
  it("sends the origin's answer as it came: status, headers and compressed bytes", async () => {
    const answer = await fetchRaw(`${floor.url}/page`);
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers["x-from"]).toBe("gzip, br");
    expect(answer.body).toEqual(gzipSync("a page at /page"));
  });

  it("answers a new address with the answer of the longest path it starts with", async () => {
    const gone = await fetchRaw(`${floor.url}/gone-123`);
    expect(gone.status).toBe(404);
    expect(gone.body.toString()).toBe("not found: /gone");
    const query = await fetchRaw(`${floor.url}/page?q=42`);
    expect(gunzipSync(query.body).toString()).toBe("a page at /page?q=");
  });

  it("refuses an address it has no answer for rather than guessing", async () => {
    expect((await fetchRaw(`${floor.url}/other`)).status).toBe(500);
  });
});
