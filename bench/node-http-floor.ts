import { spawn } from "node:child_process";
import { createServer, get, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { MAX_HEADER_BYTES } from "#contracts/http/request-guard.ts";

/**
 * Node's HTTP layer alone: a server that answers each request with an answer the production
 * server gave, fetched once per path and sent whole (`writeHead`, then `end` with one buffer),
 * with the production server's options. No Node server can answer faster: the production
 * server's figures divided by this one's are what its own handling of a request costs, apart
 * from the machine's cost of Node's HTTP layer.
 */

/** What the server sends itself on each answer. */
const PER_CONNECTION = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function fetchRaw(url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // The coding the benchmark's client asks for; the body is kept as sent.
    get(url, { headers: { "Accept-Encoding": "gzip, br" } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const headers = Object.fromEntries(
          Object.entries(response.headers).filter(([name]) => !PER_CONNECTION.has(name)),
        );
        resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
    }).on("error", reject);
  });
}

/**
 * Serves `origin`'s answers for `paths`: a request gets the answer of the longest of them its
 * path starts with (`/no-such-page-123` gets `/no-such-page-`'s), so that a benchmark asking
 * for a new address each time gets one fixed answer.
 */
async function serve(origin: string, paths: string[]) {
  const answers = await Promise.all(
    paths.map(async (path) => ({ path, answer: await fetchRaw(`${origin}${path}`) })),
  );
  answers.sort((a, b) => b.path.length - a.path.length);
  const server = createServer(
    { maxHeaderSize: MAX_HEADER_BYTES, optimizeEmptyRequests: true },
    (request, response) => {
      const url = request.url ?? "";
      const found = answers.find(({ path }) => url.startsWith(path))?.answer;
      if (!found) {
        response.writeHead(500).end();
        return;
      }
      response.writeHead(found.status, found.headers);
      response.end(found.body);
    },
  );
  server.listen(0, "127.0.0.1", () => {
    console.log(`on http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
}

/** Starts the floor server in a process of its own, as the production server runs. */
export async function startNodeHttpFloor(origin: string, paths: string[]) {
  const child = spawn(process.execPath, [new URL(import.meta.url).pathname, origin, ...paths], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
      const match = output.match(/on (http:\/\/\S+)/);
      if (match?.[1]) resolve(match[1]);
    });
    child.on("exit", (code) => reject(new Error(`The Node HTTP floor server exited (${code})`)));
  });
  return { url, pid: child.pid ?? 0, stop: () => child.kill("SIGTERM") };
}

if (import.meta.main) {
  const [origin = "", ...paths] = process.argv.slice(2);
  await serve(origin, paths);
}
