import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/** Headers that describe the origin's bytes, not the ones this server sends on. */
const NOT_PASSED_ON = new Set([
  "content-encoding",
  "content-length",
  "transfer-encoding",
  "connection",
]);

/**
 * A server in front of `origin` that passes every request on, but for the next request for the
 * document at `path` sends it in two pieces, as a slow network does: its first `cut` characters,
 * then, once `release` is called, the rest. What the browser paints in between is the page as
 * far as the first piece goes.
 */
export async function documentHeldAt(origin: string, path: string, cut: number) {
  let release = () => {};
  const released = new Promise<void>((done) => {
    release = done;
  });
  const server = createServer(async (request, response) => {
    const headers = Object.fromEntries(
      Object.entries(request.headers as IncomingHttpHeaders).filter(
        ([name]) => name !== "host" && name !== "accept-encoding",
      ),
    ) as Record<string, string>;
    const answer = await fetch(new URL(request.url ?? "/", origin), {
      method: request.method,
      headers,
      redirect: "manual",
    });
    response.writeHead(
      answer.status,
      Object.fromEntries([...answer.headers].filter(([name]) => !NOT_PASSED_ON.has(name))),
    );
    if (request.url !== path || request.method !== "GET") {
      response.end(Buffer.from(await answer.arrayBuffer()));
      return;
    }
    const body = await answer.text();
    response.write(body.slice(0, cut));
    await released;
    response.end(body.slice(cut));
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    release,
    close: () => {
      release();
      server.closeAllConnections();
      return new Promise<void>((closed) => server.close(() => closed()));
    },
  };
}
