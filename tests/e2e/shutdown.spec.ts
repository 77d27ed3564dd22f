import { once } from "node:events";
import { readdir, readFile, stat } from "node:fs/promises";
import { createServer, request as httpRequest, type IncomingMessage } from "node:http";
import { connect } from "node:net";
import { expect, test } from "@playwright/test";
import { startServer } from "../../harness/server-process.ts";
import { needsNodeServer } from "../../harness/servers.ts";

async function largestAsset() {
  const files = await readdir("build/client/assets");
  const sizes = await Promise.all(
    files
      .filter((name) => name.endsWith(".js"))
      .map(async (name) => ({ name, size: (await stat(`build/client/assets/${name}`)).size })),
  );
  const [largest] = sizes.sort((a, b) => b.size - a.size);
  if (!largest) throw new Error("No JavaScript assets in the build");
  return largest;
}

function startDownload(url: string): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { agent: false }, (response) => {
      // Read nothing yet: the server cannot finish sending while we hold back.
      response.pause();
      resolve(response);
    })
      .on("error", reject)
      .end();
  });
}

function readAll(response: IncomingMessage): Promise<number> {
  return new Promise((resolve, reject) => {
    let bytes = 0;
    response.on("data", (chunk: Buffer) => {
      bytes += chunk.length;
    });
    response.on("end", () => resolve(bytes));
    response.on("error", reject);
    response.resume();
  });
}

test("SIGTERM lets in-flight requests finish, refuses new ones and exits with 0", async () => {
  needsNodeServer("graceful shutdown is the Node server's");
  const server = await startServer();
  const asset = await largestAsset();
  const downloads = await Promise.all(
    Array.from({ length: 8 }, () => startDownload(`${server.baseURL}/assets/${asset.name}`)),
  );

  server.child.kill("SIGTERM");
  await expect.poll(() => server.output()).toContain("SIGTERM");
  await expect(fetch(`${server.baseURL}/`)).rejects.toThrow();

  const received = await Promise.all(downloads.map(readAll));
  expect(received).toEqual(downloads.map(() => asset.size));
  expect(await server.exited).toBe(0);
});

/**
 * A request whose last header line is held back: the server cannot answer it, so its shutdown
 * stays under way however much of the downloads' answers the sockets' buffers have taken in.
 * `finish` sends the rest and resolves with the answer's status line.
 */
async function startUnfinishedRequest(url: string) {
  const { hostname, port, pathname } = new URL(url);
  const socket = connect(Number(port), hostname);
  await once(socket, "connect");
  socket.write(`GET ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n`);
  return {
    finish: async () => {
      socket.write("Connection: close\r\n\r\n");
      const chunks: Buffer[] = [];
      for await (const chunk of socket) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString("latin1").split("\r\n")[0];
    },
  };
}

/** Whether nothing listens on the port any more: a new server can take it. */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

// Process managers and containers signal the process they started: here npm, not node.
for (const signals of [["SIGTERM"], ["SIGINT"], ["SIGTERM", "SIGTERM"]] as const) {
  test(`${signals.join(", then ")} to npm start lets in-flight requests finish, then frees the port`, async () => {
    needsNodeServer("graceful shutdown is the Node server's");
    const server = await startServer({}, { throughNpm: true });
    const asset = await largestAsset();
    const downloads = await Promise.all(
      Array.from({ length: 4 }, () => startDownload(`${server.baseURL}/assets/${asset.name}`)),
    );
    const unfinished = await startUnfinishedRequest(`${server.baseURL}/`);

    for (const [index, signal] of signals.entries()) {
      server.child.kill(signal);
      // The requests are held back: a second signal comes while the shutdown is under way,
      // and has reached the server (through npm) before they are let go.
      await expect
        .poll(() => server.output())
        .toContain(
          index === 0
            ? `${signal}: finishing in-flight`
            : `${signal} again: still finishing in-flight`,
        );
    }
    await expect(fetch(`${server.baseURL}/`)).rejects.toThrow();

    const received = await Promise.all(downloads.map(readAll));
    expect(received).toEqual(downloads.map(() => asset.size));
    expect(await unfinished.finish()).toBe("HTTP/1.1 200 OK");
    expect(await server.exited).toBe(0);
    expect(await portIsFree(Number(new URL(server.baseURL).port))).toBe(true);
  });
}

test("WEB_CONCURRENCY runs that many workers on one port, and SIGTERM stops them all", async () => {
  needsNodeServer("workers are the Node server's");
  const server = await startServer({ WEB_CONCURRENCY: "2" });
  try {
    expect(server.output()).toContain("with 2 workers");
    const pids = new Set<number>();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`${server.baseURL}/PrivacyPolicy`)),
    );
    for (const answer of answers) expect(answer.status).toBe(200);
    // Each worker is a process of its own beside the primary.
    const children = await readFile(
      `/proc/${server.child.pid}/task/${server.child.pid}/children`,
      "utf8",
    );
    for (const pid of children.trim().split(/\s+/)) pids.add(Number(pid));
    expect(pids.size).toBe(2);
  } finally {
    expect(await server.stop()).toBe(0);
  }
});
