import { spawn } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "../tests/e2e/support/chromium.ts";
import { startServer } from "../tests/e2e/support/server-process.ts";
import { SITE_PORT } from "../tests/e2e/support/servers.ts";
import { type FirstLoad, measureFirstLoad } from "./first-load.ts";
import { type LighthouseResult, measureLighthouse } from "./lighthouse.ts";
import { measureNavigation } from "./navigation.ts";
import { measureThroughput, type Throughput } from "./throughput.ts";

const PAGES = ["/", "/PrivacyPolicy", "/TermsConditions", "/no-such-page"];
const RESULTS = "bench/results";

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

function table(headings: string[], rows: Array<Array<string | number>>) {
  const widths = headings.map((heading, column) =>
    Math.max(heading.length, ...rows.map((row) => String(row[column]).length)),
  );
  const line = (cells: Array<string | number>) =>
    cells.map((cell, column) => String(cell).padEnd(widths[column] ?? 0)).join("  ");
  return [line(headings), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join(
    "\n",
  );
}

/** nginx serving the same build with the configuration the build emitted. */
async function startNginx() {
  const child = spawn(process.execPath, ["tests/e2e/support/nginx.ts"], {
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

const server = await startServer();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const firstLoads: FirstLoad[] = [];
const lighthouseResults: LighthouseResult[] = [];
const throughput: Throughput[] = [];
let navigation: Awaited<ReturnType<typeof measureNavigation>>;
try {
  for (const page of PAGES) firstLoads.push(await measureFirstLoad(browser, server.baseURL, page));
  navigation = await measureNavigation(browser, server.baseURL);
  for (const page of PAGES.slice(0, 3)) {
    lighthouseResults.push({ page, ...(await measureLighthouse(`${server.baseURL}${page}`)) });
  }
  const nginx = await startNginx();
  try {
    for (const [name, url] of [
      ["node", server.baseURL],
      ["nginx", nginx.url],
    ] as const) {
      for (const page of ["/PrivacyPolicy", "/no-such-page"]) {
        throughput.push(await measureThroughput(name, url, page));
      }
    }
  } finally {
    nginx.stop();
  }
} finally {
  await browser.close();
  await server.stop();
}

const report = {
  date: new Date().toISOString(),
  firstLoads,
  navigation,
  lighthouse: lighthouseResults,
  throughput,
};
await mkdir(RESULTS, { recursive: true });
await writeFile(`${RESULTS}/latest.json`, `${JSON.stringify(report, null, 2)}\n`);

console.log("\nFirst load, without prefetching: KiB on the wire (compressed as served)\n");
console.log(
  table(
    ["page", "html", "js", "css", "other", "total", "requests"],
    firstLoads.map(({ page, bytes, requests }) => [
      page,
      kib(bytes.html),
      kib(bytes.js),
      kib(bytes.css),
      kib(bytes.other),
      kib(bytes.total),
      requests,
    ]),
  ),
);
console.log("\nLighthouse, mobile settings, median of 3 runs\n");
console.log(
  table(
    ["page", "perf", "a11y", "best", "seo", "FCP ms", "LCP ms", "TBT ms", "CLS"],
    lighthouseResults.map((result) => [
      result.page,
      result.scores.performance,
      result.scores.accessibility,
      result.scores["best-practices"],
      result.scores.seo,
      result.fcpMs.toFixed(0),
      result.lcpMs.toFixed(0),
      result.tbtMs.toFixed(0),
      result.cls.toFixed(3),
    ]),
  ),
);
console.log(`\nClick to content, median of ${navigation.runs} navigations`);
console.log(
  `  prefetched: ${navigation.prefetchedMs.toFixed(0)} ms   cold: ${navigation.coldMs.toFixed(0)} ms`,
);
console.log("\nThroughput on loopback, 100 connections, 10 s\n");
console.log(
  table(
    ["server", "page", "req/s", "p50 ms", "p99 ms", "errors"],
    throughput.map((row) => [
      row.server,
      row.page,
      row.requestsPerSecond,
      row.p50Ms,
      row.p99Ms,
      row.errors,
    ]),
  ),
);
console.log(`\nWritten to ${RESULTS}/latest.json`);
