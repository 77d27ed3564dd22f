import { spawnSync } from "node:child_process";
import cluster from "node:cluster";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { PLAIN_HEADERS } from "#contracts/http/plain-headers.ts";
import { MAX_HEADER_BYTES } from "#contracts/http/request-guard.ts";
import { readServerConfig } from "./config.ts";
import { answerConnect, answerUnreadableRequest } from "./connection-answers.ts";
import { changedSinceBuild, dueSinceBuild } from "./content-freshness.ts";
import { createRequestHandler } from "./request-handler.ts";
import { hasBuild, loadSite } from "./site-files.ts";

/** How long in-flight requests may take to finish after SIGTERM. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Calls `stop` on the first SIGTERM or SIGINT. Later ones change nothing: a terminal's Ctrl-C
 * reaches both npm and the server, and npm forwards it again, and a process manager may repeat
 * its SIGTERM; the shutdown under way still lets in-flight requests finish. The server says
 * it has heard them, so that whoever sent one knows it arrived.
 */
function onStopSignal(stop: (signal: string) => void) {
  let stopping = false;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      if (stopping) {
        if (cluster.isPrimary) console.log(`${signal} again: still finishing in-flight requests.`);
        return;
      }
      stopping = true;
      stop(signal);
    });
  }
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Why the server could not listen, and what the site owner can do about it. */
function listenFailure(error: NodeJS.ErrnoException): string {
  const where = `${config.host}:${config.port}`;
  if (error.code === "EADDRINUSE") {
    return `The server could not start: another program already listens on ${where}. Stop it, or set PORT to another port.`;
  }
  if (error.code === "EACCES") {
    return `The server could not start: this user may not listen on ${where}. Set PORT to 1024 or above, or run it with the right to use that port.`;
  }
  return `The server could not start: ${error.message}`;
}

function buildSite() {
  console.log("No build found: building the site first (npm run build)…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) fail("The build failed; the server was not started.");
}

let config: ReturnType<typeof readServerConfig>;
try {
  config = readServerConfig();
} catch (error) {
  fail((error as Error).message);
}

/** Says which content files changed after the build served, which the site shows only once rebuilt. */
async function warnOfNewerContent(builtAt: number) {
  const changed = await changedSinceBuild(config.contentDir, builtAt);
  if (changed.length === 0) return;
  const named = changed.slice(0, 3).join(", ") + (changed.length > 3 ? ", …" : "");
  console.warn(
    `${changed.length} file(s) of ${config.contentDir}/ changed after this build (${named}): run npm run build, then restart, to serve them.`,
  );
}

/** Says what the build scheduled for a day that has come: a build publishes it. */
async function warnOfDueContent() {
  const today = new Date().toISOString().slice(0, 10);
  const { buildDate, due } = await dueSinceBuild(config.buildDir, today);
  for (const item of due) {
    console.warn(
      `${item.what} was due on ${item.date}, after this build's date (${buildDate}): run npm run build, then restart, to publish it.`,
    );
  }
}

/** Starts `workers` processes sharing the port; each stops gracefully with the primary. */
function startWorkers(workers: number, buildId: string) {
  for (let index = 0; index < workers; index += 1) cluster.fork();
  let listening = 0;
  cluster.on("listening", (_worker, address) => {
    listening += 1;
    if (listening === workers) {
      const host = address.addressType === 6 ? `[${address.address}]` : address.address;
      console.log(
        `Serving build ${buildId} on http://${host}:${address.port} with ${workers} workers`,
      );
    }
  });
  let stopping = false;
  cluster.on("exit", (worker, code) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    fail(`Worker ${worker.process.pid} exited (${code}); stopping.`);
  });
  onStopSignal((signal) => {
    stopping = true;
    console.log(`${signal}: finishing in-flight requests, then stopping.`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill(signal);
  });
}

async function serve() {
  const site = await loadSite(config.buildDir, config.overrides).catch((error: Error) =>
    fail(`The build in ${config.buildDir}/ cannot be served: ${error.message}`),
  );
  if (cluster.isPrimary) {
    await warnOfNewerContent(site.meta.timestamp);
    await warnOfDueContent();
  }
  const handle = createRequestHandler(site, { trustProxy: config.trustProxy });
  const options = {
    maxHeaderSize: MAX_HEADER_BYTES,
    // No answer reads a body: a request without one starts ended instead of running the
    // stream's machinery for nothing (Node 24.12 and later; earlier versions ignore it).
    optimizeEmptyRequests: true,
  };
  const server = createServer(options, (request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500, PLAIN_HEADERS);
      response.end("500 Internal Server Error\n");
    });
  });
  // Node hands CONNECT and the requests it cannot read to these events, not to the handler.
  server.on("connect", (_request, socket) => answerConnect(socket));
  server.on("clientError", answerUnreadableRequest);
  server.on("error", (error) => fail(listenFailure(error)));
  server.listen(config.port, config.host, () => {
    const info = server.address() as AddressInfo;
    const host = info.family === "IPv6" ? `[${info.address}]` : info.address;
    if (cluster.isPrimary)
      console.log(`Serving build ${site.meta.id} on http://${host}:${info.port}`);
  });

  function shutDown(signal: string) {
    if (cluster.isPrimary) console.log(`${signal}: finishing in-flight requests, then stopping.`);
    server.close((error) => process.exit(error ? 1 : 0));
    // Keep-alive connections with no request in flight would hold the server open.
    server.closeIdleConnections();
    setTimeout(() => fail("In-flight requests did not finish in time."), SHUTDOWN_GRACE_MS).unref();
  }
  onStopSignal(shutDown);
}

if (cluster.isPrimary && !(await hasBuild(config.buildDir))) buildSite();
if (cluster.isPrimary && config.workers > 1) {
  // Read once here too, so that a broken build stops the start with one clear message.
  const site = await loadSite(config.buildDir, config.overrides).catch((error: Error) =>
    fail(`The build in ${config.buildDir}/ cannot be served: ${error.message}`),
  );
  await warnOfNewerContent(site.meta.timestamp);
  await warnOfDueContent();
  startWorkers(config.workers, site.meta.id);
} else {
  await serve();
}
