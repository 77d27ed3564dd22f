import { spawnSync } from "node:child_process";
import { serve } from "@hono/node-server";
import { createServerApp } from "./app.ts";
import { hasBuild, loadBuildOutput } from "./build-output.ts";
import { readServerConfig } from "./config.ts";
import { overridePages } from "./overridden-pages.ts";

/** How long in-flight requests may take to finish after SIGTERM. */
const SHUTDOWN_GRACE_MS = 10_000;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
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

if (!(await hasBuild(config.buildDir))) buildSite();
const build = await loadBuildOutput(config.buildDir).catch((error: Error) =>
  fail(`The build in ${config.buildDir}/ cannot be served: ${error.message}`),
);
const rewrittenFiles = await overridePages(build, config.overrides);
const app = createServerApp(build, {
  overrides: config.overrides,
  rewrittenFiles,
  trustProxy: config.trustProxy,
});

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const host = info.family === "IPv6" ? `[${info.address}]` : info.address;
  console.log(`Serving build ${build.meta.id} on http://${host}:${info.port}`);
});

server.on("error", (error) => fail(`The server could not start: ${error.message}`));

function shutDown(signal: string) {
  console.log(`${signal}: finishing in-flight requests, then stopping.`);
  server.close((error) => process.exit(error ? 1 : 0));
  // Keep-alive connections with no request in flight would hold the server open.
  if ("closeIdleConnections" in server) server.closeIdleConnections();
  setTimeout(() => fail("In-flight requests did not finish in time."), SHUTDOWN_GRACE_MS).unref();
}

process.once("SIGTERM", () => shutDown("SIGTERM"));
process.once("SIGINT", () => shutDown("SIGINT"));
