import { mkdir, writeFile } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "../harness/chromium.ts";
import { startServer } from "../harness/server-process.ts";
import { entryPackagesTable, measureEntryPackages } from "./entry-packages.ts";
import { type FirstLoad, measureFirstLoad } from "./first-load.ts";
import { type LighthouseResult, measureLighthouse } from "./lighthouse.ts";
import { measureNavigation } from "./navigation.ts";
import { benchServer } from "./server.ts";
import { translatedPages } from "./site-languages.ts";
import { table } from "./table.ts";

const PAGES = ["/", "/PrivacyPolicy", "/TermsConditions", "/no-such-page"];
/** The same pages in the site's other languages: their first loads are measured too. */
const LANGUAGE_PAGES = (await translatedPages(PAGES)).map((page) => page.path);
const RESULTS = "bench/results";

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

const server = await startServer();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const firstLoads: FirstLoad[] = [];
const lighthouseResults: LighthouseResult[] = [];
let navigation: Awaited<ReturnType<typeof measureNavigation>>;
try {
  for (const page of [...PAGES, ...LANGUAGE_PAGES]) {
    firstLoads.push(await measureFirstLoad(browser, server.baseURL, page));
  }
  navigation = await measureNavigation(browser, server.baseURL);
  for (const page of PAGES.slice(0, 3)) {
    lighthouseResults.push({ page, ...(await measureLighthouse(`${server.baseURL}${page}`)) });
  }
} finally {
  await browser.close();
  await server.stop();
}

const serverThroughput = await benchServer();
const entryPackages = await measureEntryPackages();

const report = {
  date: new Date().toISOString(),
  firstLoads,
  navigation,
  lighthouse: lighthouseResults,
  server: serverThroughput,
  entryPackages,
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
console.log(
  `\nThe entry scripts (${entryPackages.files.join(", ")}) by package, from their source maps (Brotli: each package's share of its file's)\n`,
);
console.log(entryPackagesTable(entryPackages.shares));
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
console.log(`\nWritten to ${RESULTS}/latest.json`);
