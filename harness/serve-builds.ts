import { spawn } from "node:child_process";
import { freePorts } from "./free-port.ts";
import { EVERY_BUILD_SERVED, REFERENCE_PORTS, SITES, TARGET } from "./servers.ts";

/**
 * The Node server, or Cloudflare's runtime with the `wrangler.jsonc` a build emitted, offline:
 * no metrics, and no fetch of the `request.cf` sample from Cloudflare (the Worker never reads it).
 */
function serverCommand(port: number, buildDir: string, inspectorPort: number) {
  return TARGET === "workerd"
    ? {
        command: "wrangler",
        args: [
          "dev",
          ...["--config", `${buildDir}/wrangler.jsonc`],
          ...["--ip", "127.0.0.1", "--port", String(port), "--log-level", "warn"],
          // Each its own debugger port: started side by side, they would all try the same one.
          ...["--inspector-port", String(inspectorPort)],
        ],
        env: {
          DO_NOT_TRACK: "1",
          WRANGLER_SEND_METRICS: "false",
          CLOUDFLARE_CF_FETCH_ENABLED: "false",
        },
      }
    : {
        command: process.execPath,
        args: ["server/start.ts"],
        env: { PORT: String(port), HOST: "localhost", BUILD_DIR: buildDir },
      };
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { redirect: "manual" });
    return true;
  } catch {
    return false;
  }
}

/**
 * Serves each test build at its port with its own process (E2E_TARGET: the Node server or
 * `wrangler dev`), all started at once rather than one after another, and says so once every
 * one answers. Runs in the foreground until stopped; exits when any server does.
 */
// Not the sites' own ports, nor the Node server's beside them, which are free until their
// servers start.
const inspectorPorts = await freePorts(SITES.length, [
  ...SITES.map(({ port }) => port),
  ...REFERENCE_PORTS,
]);
const children = SITES.map(({ port, buildDir }, index) => {
  const { command, args, env } = serverCommand(port, buildDir, inspectorPorts[index] ?? 0);
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: "inherit" });
  child.on("exit", (code) => {
    for (const other of children) other.kill("SIGTERM");
    process.exit(code ?? 1);
  });
  return child;
});
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
await Promise.all(
  SITES.map(async ({ port, base }) => {
    while (!(await answers(`http://localhost:${port}${base}`))) {
      await new Promise((done) => setTimeout(done, 100));
    }
  }),
);
console.log(EVERY_BUILD_SERVED);
