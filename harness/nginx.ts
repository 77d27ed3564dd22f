import { spawn } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { nginxConfig } from "./nginx-config.ts";
import { SITE_PORT, SITES } from "./servers.ts";

/**
 * Serves the test builds with Debian's nginx and the configuration each build
 * emitted (build/nginx.conf), as a static host would. Runs in the foreground
 * until stopped.
 */
// One prefix per run (by its first port), so that runs side by side keep their own files.
const prefix = resolve(`.test-builds/nginx/${SITE_PORT}`);
mkdirSync(prefix, { recursive: true });
// Only the builds that exist (a benchmark may serve the site's build alone).
const servers = SITES.filter(({ buildDir }) => existsSync(resolve(buildDir, "nginx.conf")))
  .map(
    ({ port, buildDir }) => `
  server {
    listen 127.0.0.1:${port};
    server_name localhost;
    root ${resolve(buildDir, "client")};
    include ${resolve(buildDir, "nginx.conf")};
  }`,
  )
  .join("\n");
const config = nginxConfig(prefix, servers);
writeFileSync(`${prefix}/nginx.conf`, config);
const nginx = spawn("/usr/sbin/nginx", ["-p", prefix, "-c", `${prefix}/nginx.conf`], {
  stdio: "inherit",
});
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => nginx.kill("SIGQUIT"));
}
nginx.on("exit", (code) => process.exit(code ?? 0));
