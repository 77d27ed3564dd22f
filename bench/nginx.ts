import { spawn } from "node:child_process";
import { freePorts } from "../harness/free-port.ts";

/** nginx serving the same build with the configuration the build emitted. */
export async function startNginx() {
  const ports = await freePorts(4);
  const child = spawn(process.execPath, ["harness/nginx.ts"], {
    env: { ...process.env, E2E_TARGET: "nginx", E2E_PORTS: ports.join(",") },
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${ports[0]}`;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const ready = await fetch(`${url}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, pid: child.pid ?? 0, stop: () => child.kill("SIGTERM") };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGTERM");
  throw new Error("nginx did not start");
}
