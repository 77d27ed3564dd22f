import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath, launchChromiumOnPort } from "../harness/chromium.ts";
import { type LighthouseResult, measureLighthouse } from "./lighthouse.ts";
import { median } from "./navigation.ts";
import {
  type ColdLoad,
  measureColdLoad,
  measureThrottled,
  THROTTLING,
  type ThrottledTimings,
} from "./page-timings.ts";
import { serveStatic } from "./static-nginx.ts";
import { table } from "./table.ts";

/**
 * This site beside the peer builds in ../shared/peers (Astro, Next.js, Nuxt), each
 * served in turn by the same nginx configuration, measured in one run: Lighthouse
 * (mobile, simulated throttling), requests and bytes before `load` (or hydration, if
 * later), and paint and hydration times under Chromium's own throttling. Prints this
 * site's figures and their ratios to each peer's.
 */
const PEERS_DIR = process.env.PEERS_DIR || "../shared/peers";
const BUILDS = [
  { name: "this site", root: `${process.env.BUILD_DIR || "build"}/client` },
  { name: "astro", root: `${PEERS_DIR}/astro` },
  { name: "next", root: `${PEERS_DIR}/next` },
  { name: "nuxt", root: `${PEERS_DIR}/nuxt` },
];
/** BENCH_BUILDS=astro,next measures those alone (with this site). */
const CHOSEN = process.env.BENCH_BUILDS?.split(",");
/** Lighthouse cannot score a 404 answer: the not-found page is measured at /404.html. */
const PAGES = [
  { label: "/", lighthouse: "/", browser: "/" },
  { label: "/PrivacyPolicy", lighthouse: "/PrivacyPolicy", browser: "/PrivacyPolicy" },
  { label: "/TermsConditions", lighthouse: "/TermsConditions", browser: "/TermsConditions" },
  { label: "404", lighthouse: "/404.html", browser: "/no-such-page" },
];
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3);
const THROTTLED_RUNS = Number(process.env.BENCH_THROTTLED_RUNS || 5);
const PORT = Number(process.env.BENCH_PORT || 4300);
const RESULTS = "bench/results";

export interface PageFigures {
  lighthouse: Omit<LighthouseResult, "page">;
  coldLoad: ColdLoad;
  throttled: ThrottledTimings;
}

type Figures = Record<string, Record<string, PageFigures>>;

async function measureBuild(root: string): Promise<Record<string, PageFigures>> {
  const server = await serveStatic(root, PORT);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  // The throttled loads get a Chromium of their own, driven without Playwright (page-timings.ts).
  const throttledChromium = await launchChromiumOnPort();
  const figures: Record<string, PageFigures> = {};
  try {
    for (const page of PAGES) {
      const lighthouse = await measureLighthouse(
        `${server.url}${page.lighthouse}`,
        LIGHTHOUSE_RUNS,
      );
      const coldLoad = await measureColdLoad(browser, `${server.url}${page.browser}`);
      const samples: ThrottledTimings[] = [];
      for (let run = 0; run < THROTTLED_RUNS; run += 1) {
        samples.push(
          await measureThrottled(throttledChromium.port, `${server.url}${page.browser}`),
        );
      }
      const mid = (pick: (sample: ThrottledTimings) => number) => median(samples.map(pick));
      figures[page.label] = {
        lighthouse,
        coldLoad,
        throttled: {
          fcpMs: mid((sample) => sample.fcpMs),
          lcpMs: mid((sample) => sample.lcpMs),
          hydratedMs: mid((sample) => sample.hydratedMs),
        },
      };
    }
  } finally {
    throttledChromium.kill();
    await browser.close();
    await server.stop();
  }
  return figures;
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : "—");
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ratio = (ours: number, theirs: number) =>
  Number.isFinite(ours) && Number.isFinite(theirs) && theirs > 0 ? (ours / theirs).toFixed(2) : "—";

/** Every figure of every build, one row per build and page. */
function absoluteTable(figures: Figures): string {
  return table(
    [
      "build",
      "page",
      "perf",
      "a11y",
      "best",
      "seo",
      "LH LCP",
      "reqs",
      "JS KB",
      "total KB",
      "FCP",
      "LCP",
      "hydrated",
    ],
    BUILDS.flatMap(({ name }) =>
      PAGES.map(({ label }) => {
        const page = figures[name]?.[label];
        if (!page) return [name, label, "—", "—", "—", "—", "—", "—", "—", "—", "—", "—", "—"];
        const { lighthouse, coldLoad, throttled } = page;
        return [
          name,
          label,
          lighthouse.scores.performance,
          lighthouse.scores.accessibility,
          lighthouse.scores["best-practices"],
          lighthouse.scores.seo,
          ms(lighthouse.lcpMs),
          coldLoad.requests,
          kb(coldLoad.jsBytes),
          kb(coldLoad.totalBytes),
          ms(throttled.fcpMs),
          ms(throttled.lcpMs),
          ms(throttled.hydratedMs),
        ];
      }),
    ),
  );
}

/** This site's figures divided by each peer's (below 1 is better, but for scores). */
function ratioTable(figures: Figures): string {
  const ours = figures["this site"] ?? {};
  return table(
    ["vs", "page", "perf", "LH LCP", "reqs", "JS", "total", "FCP", "LCP", "hydrated"],
    BUILDS.slice(1).flatMap(({ name }) =>
      PAGES.map(({ label }) => {
        const mine = ours[label];
        const theirs = figures[name]?.[label];
        if (!mine || !theirs) return [name, label, "—", "—", "—", "—", "—", "—", "—", "—"];
        return [
          name,
          label,
          ratio(mine.lighthouse.scores.performance, theirs.lighthouse.scores.performance),
          ratio(mine.lighthouse.lcpMs, theirs.lighthouse.lcpMs),
          ratio(mine.coldLoad.requests, theirs.coldLoad.requests),
          ratio(mine.coldLoad.jsBytes, theirs.coldLoad.jsBytes),
          ratio(mine.coldLoad.totalBytes, theirs.coldLoad.totalBytes),
          ratio(mine.throttled.fcpMs, theirs.throttled.fcpMs),
          ratio(mine.throttled.lcpMs, theirs.throttled.lcpMs),
          ratio(mine.throttled.hydratedMs, theirs.throttled.hydratedMs),
        ];
      }),
    ),
  );
}

for (const { name, root } of BUILDS) {
  if (!existsSync(`${root}/index.html`)) {
    throw new Error(
      `No build of ${name} at ${root}: run npm run build, and set PEERS_DIR to the peer builds.`,
    );
  }
}
const figures: Figures = {};
for (const build of BUILDS) {
  if (CHOSEN && build.name !== "this site" && !CHOSEN.includes(build.name)) continue;
  console.log(`Measuring ${build.name} (${build.root})…`);
  figures[build.name] = await measureBuild(build.root);
}
await mkdir(RESULTS, { recursive: true });
await writeFile(
  `${RESULTS}/peers.json`,
  `${JSON.stringify({ date: new Date().toISOString(), figures }, null, 2)}\n`,
);
console.log(
  `\nEach build served alone by the same nginx (gzip 6). Lighthouse: mobile, simulated throttling, median of ${LIGHTHOUSE_RUNS} (404 page at /404.html). Requests and bytes (KB as sent) before the load event or hydration, whichever is later. FCP, LCP, hydrated: ms, Chromium throttling (${THROTTLING.latencyMs} ms RTT, ${THROTTLING.downloadBitsPerSecond / 1e6} Mbit/s, CPU ${THROTTLING.cpuSlowdown}×), median of ${THROTTLED_RUNS}, without the debugger's Runtime domain.\n`,
);
console.log(absoluteTable(figures));
console.log("\nThis site ÷ peer, same run (below 1 is better; for perf, 1 or above):\n");
console.log(ratioTable(figures));
console.log(`\nWritten to ${RESULTS}/peers.json`);
