import { createServer, type Server } from "node:net";

// Below the range the system hands out for port 0 (32768–60999 on Linux): a port picked here
// cannot be taken, between the pick and the server's start, by another process asking for any
// free port (wrangler's runtime binds several of its own while the servers start side by side).
const LOWEST = 20_000;
const HIGHEST = 32_767;

/** Listens on a port, or undefined if something already does. */
function listen(port: number): Promise<Server | undefined> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(undefined));
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}

/**
 * Ports nothing listens on now, as many as asked, all different (held open until all are known),
 * and none of `promised`: ports already handed to servers that have not started yet.
 */
export async function freePorts(
  count: number,
  promised: readonly number[] = [],
): Promise<number[]> {
  const held = new Map<number, Server>();
  while (held.size < count) {
    const port = LOWEST + Math.floor(Math.random() * (HIGHEST - LOWEST + 1));
    if (held.has(port) || promised.includes(port)) continue;
    const server = await listen(port);
    if (server) held.set(port, server);
  }
  await Promise.all(
    [...held.values()].map((server) => new Promise((resolve) => server.close(resolve))),
  );
  return [...held.keys()];
}
