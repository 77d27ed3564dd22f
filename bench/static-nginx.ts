import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { nginxConfig } from "../harness/nginx-config.ts";

/** One nginx prefix per port, so that several builds can be served at once. */
const prefixFor = (port: number) => resolve(`.test-builds/bench-nginx/${port}`);

/**
 * One nginx configuration for every build compared: on-the-fly gzip (level 6), the same
 * cache headers, `404.html` for unknown paths, and pages found as `<path>.html` or
 * `<path>/index.html`. Nothing of a build's own server configuration is used.
 */
function config(root: string, port: number): string {
  return nginxConfig(
    prefixFor(port),
    `
  types { text/x-script data; }
  gzip on;
  gzip_comp_level 6;
  gzip_min_length 256;
  gzip_vary on;
  gzip_types text/css text/javascript application/javascript application/json text/x-script
    image/svg+xml text/plain application/xml;
  map $uri $cache_control {
    ~\\.(js|css|woff2|png|svg|ico)$ "public, max-age=31536000, immutable";
    default "no-cache";
  }
  server {
    listen 127.0.0.1:${port};
    root ${root};
    add_header Cache-Control $cache_control;
    error_page 404 /404.html;
    location / {
      try_files $uri $uri.html $uri/index.html =404;
    }
  }`,
    "error",
  );
}

/**
 * A build of this site as it is deployed on nginx: its own configuration (`build/nginx.conf`:
 * precompressed gzip, the pages' copies compressed against the dictionary, its headers), in
 * the `server` block of the site owner's guide.
 */
function ownConfig(buildDir: string, port: number): string {
  return nginxConfig(
    prefixFor(port),
    `
  server {
    listen 127.0.0.1:${port};
    root ${resolve(buildDir, "client")};
    include ${resolve(buildDir, "nginx.conf")};
  }`,
    "error",
  );
}

/** A folder given as `own:<build folder>` is served with that build's own configuration. */
const OWN = "own:";

/** The folder a site's pages are in, whichever way `root` says to serve it. */
export const siteFolder = (root: string) =>
  root.startsWith(OWN) ? `${root.slice(OWN.length)}/client` : root;

/**
 * Serves one build's static output until stopped: with the shared configuration, or, given
 * `own:<build folder>`, with that build's own.
 */
export async function serveStatic(root: string, port: number) {
  const prefix = prefixFor(port);
  mkdirSync(prefix, { recursive: true });
  writeFileSync(
    `${prefix}/nginx.conf`,
    root.startsWith(OWN) ? ownConfig(root.slice(OWN.length), port) : config(resolve(root), port),
  );
  const child = spawn("/usr/sbin/nginx", ["-p", prefix, "-c", `${prefix}/nginx.conf`], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((done) => child.on("exit", done));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const ready = await fetch(`${url}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) {
      return {
        url,
        stop: async () => {
          child.kill("SIGQUIT");
          await exited;
        },
      };
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`nginx did not start for ${root}`);
}
