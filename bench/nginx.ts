import { spawn } from "node:child_process";
import { SITE_PORT } from "../harness/servers.ts";

/** nginx serving the same build with the configuration the build emitted. */
export async function startNginx() {
  const child = spawn(process.execPath, ["harness/nginx.ts"], {
    env: { ...process.env, E2E_TARGET: "nginx" },
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${SITE_PORT + 10}`;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const ready = await fetch(`${url}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, stop: () => child.kill("SIGTERM") };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGTERM");
  throw new Error("nginx did not start");
}
