import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { nginxConfig } from "./nginx-config.ts";
import { SITE_PORT, SITES } from "./servers.ts";

/**
 * Serves the test builds with Debian's nginx, the site owner's guide's `server` block (`content/README.md`) and the
 * configuration each build emitted (build/nginx.conf), as a static host would. Runs in the
 * foreground until stopped.
 */
// One prefix per run (by its first port), so that runs side by side keep their own files.
const prefix = resolve(`.test-builds/nginx/${SITE_PORT}`);
mkdirSync(prefix, { recursive: true });
/**
 * The `server` block of `content/README.md`, as a site owner copies it: only its address, name and paths
 * are this run's (TLS needs a certificate the tests do not have).
 */
function readmeServerBlock(port: number, buildDir: string): string {
  const example = /```nginx\n(server \{[\s\S]*?\n\})\n```/.exec(
    readFileSync("content/README.md", "utf8"),
  )?.[1];
  if (!example) throw new Error("content/README.md has no nginx server block to load");
  const replacements: Array<[RegExp, string]> = [
    [/^( *)listen [^;]+;$/m, `$1listen 127.0.0.1:${port};`],
    [/^( *)server_name [^;]+;$/m, "$1server_name localhost;"],
    [/^( *)root [^;]+\/client;$/m, `$1root ${resolve(buildDir, "client")};`],
    [/^( *)include [^;]+\/nginx\.conf;$/m, `$1include ${resolve(buildDir, "nginx.conf")};`],
  ];
  return replacements.reduce((block, [pattern, replacement]) => {
    if (!pattern.test(block))
      throw new Error(`content/README.md's nginx block has no line ${pattern}`);
    return block.replace(pattern, replacement);
  }, example);
}

// Only the builds that exist (a benchmark may serve the site's build alone).
const servers = SITES.filter(({ buildDir }) => existsSync(resolve(buildDir, "nginx.conf")))
  .map(({ port, buildDir }) => readmeServerBlock(port, buildDir))
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
