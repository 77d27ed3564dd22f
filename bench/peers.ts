import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath, launchChromiumOnPort } from "../harness/chromium.ts";
import { freePorts } from "../harness/free-port.ts";
import { type ImageBytes, measureImageBytes } from "./image-bytes.ts";
import { type LighthouseResult, measureLighthouse } from "./lighthouse.ts";
import { type MainThreadWork, WORK_KINDS } from "./main-thread.ts";
import { median } from "./median.ts";
import {
  BYTE_KINDS,
  type ColdLoad,
  measureColdLoad,
  measureMainThreadWork,
  measureNextDocument,
  measureThrottled,
  PHONE,
  THROTTLING,
  type ThrottledTimings,
} from "./page-timings.ts";
import { middleHalf, roundRatios } from "./round-ratios.ts";
import { translatedPages } from "./site-languages.ts";
import { serveStatic, siteFolder } from "./static-nginx.ts";
import { table } from "./table.ts";
import { checkTarget, FIRST_LOAD_TARGETS, type FirstLoadTarget } from "./targets.ts";

/**
 * This site beside the peer builds in ../shared/peers (Astro, Next.js, Nuxt), each served by
 * the same nginx configuration, measured in one run: Lighthouse (mobile, simulated
 * throttling; reported, not a target), requests and bytes before `load` (or the app's first
 * commit, if later), and, under Chromium's own throttling, first contentful paint, largest
 * contentful paint (in loads nobody clicks) and ready for input: when a click on the
 * colour-mode control first takes effect (in loads that click it from the first frame that
 * shows it, as a visitor clicks only what is shown), and the paints of the next document of a
 * visit (a second page loaded in the browser context of the first). The throttled loads are
 * interleaved (each round loads every page of every build once, twice: unclicked, then
 * clicked, then each build's next documents), so that the machine's noise falls on all builds
 * alike. Prints this site's figures and their ratios to each peer's.
 */
const PEERS_DIR = process.env.PEERS_DIR || "../shared/peers";
/** This site's Dark and Light choices, in any of its languages. */
const THIS_SITE_CONTROLS = [
  'header label:has(> input[value="dark"])',
  'header label:has(> input[value="light"])',
];
/** Each build with the colour-mode controls a visitor would click (in turn). */
const BUILDS = [
  {
    name: "this site",
    // BENCH_HOST=own: served with its own nginx configuration, as deployed, not the shared one.
    root:
      process.env.BENCH_HOST === "own"
        ? `own:${process.env.BUILD_DIR || "build"}`
        : `${process.env.BUILD_DIR || "build"}/client`,
    colorModeControls: THIS_SITE_CONTROLS,
  },
  {
    name: "astro",
    root: `${PEERS_DIR}/astro`,
    colorModeControls: ['header button[aria-label^="Colour mode"]'],
  },
  {
    name: "next",
    root: `${PEERS_DIR}/next`,
    colorModeControls: ['header button[aria-label="Toggle colour mode"]'],
  },
  { name: "nuxt", root: `${PEERS_DIR}/nuxt`, colorModeControls: ["header nav button"] },
  // BASELINE_BUILD_DIR: another build of this site (an earlier commit's), measured alike.
  ...(process.env.BASELINE_BUILD_DIR
    ? [
        {
          name: "baseline",
          root: `${process.env.BASELINE_BUILD_DIR}/client`,
          colorModeControls: THIS_SITE_CONTROLS,
        },
      ]
    : []),
];
/** BENCH_BUILDS=astro,next measures those alone (with this site). */
const CHOSEN = process.env.BENCH_BUILDS?.split(",");
/**
 * The pages measured: each at `browser` on this site and at `peer` (if other) on the peers,
 * which have no translations and no release notes: the German privacy policy is set beside
 * their English one, What's new beside their terms (a text page of the same layout). Lighthouse
 * cannot score a 404 answer: the not-found page is scored at /404.html.
 */
const PAGES: ReadonlyArray<{ label: string; browser: string; peer?: string; lighthouse: string }> =
  [
    { label: "/", lighthouse: "/", browser: "/" },
    { label: "/PrivacyPolicy", lighthouse: "/PrivacyPolicy", browser: "/PrivacyPolicy" },
    { label: "/TermsConditions", lighthouse: "/TermsConditions", browser: "/TermsConditions" },
    {
      label: "/de/PrivacyPolicy",
      lighthouse: "/de/PrivacyPolicy",
      browser: "/de/PrivacyPolicy",
      peer: "/PrivacyPolicy",
    },
    {
      label: "/WhatsNew",
      lighthouse: "/WhatsNew",
      browser: "/WhatsNew",
      peer: "/TermsConditions",
    },
    { label: "404", lighthouse: "/404.html", browser: "/no-such-page" },
  ];
/** The builds of this site (all others are peers). */
const OURS = new Set(["this site", "baseline"]);
/** Where a build has a page: this site's own path, or the page set beside it on a peer. */
const pathOn = (build: string, page: (typeof PAGES)[number], use: "browser" | "lighthouse") =>
  OURS.has(build) ? page[use] : (page.peer ?? page[use]);
/**
 * The next document of a visit, for every page: the page loaded in full in the browser context
 * that has just loaded the page before it in the list (the first after the last), caches warm
 * (a link opened before hydration, a new tab, a return).
 */
const NEXT_DOCUMENTS = PAGES.map((second, index) => {
  const first = PAGES.at(index - 1) ?? second;
  return { label: `${first.label} → ${second.label}`, first, second };
});
/**
 * This site's pages in its other languages (no peer has them): measured beside the default's.
 * Not the not-found page: the shared configuration answers every unknown path with the
 * default language's (`npm run bench` measures each language's on the Node server).
 */
const LANGUAGE_PAGES = await translatedPages(["/", "/PrivacyPolicy", "/TermsConditions"]);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3);
const THROTTLED_RUNS = Number(process.env.BENCH_THROTTLED_RUNS || 7);
const TRACED_RUNS = Number(process.env.BENCH_TRACED_RUNS || 3);
const RESULTS = "bench/results";

export interface PageFigures {
  lighthouse: Omit<LighthouseResult, "page">;
  coldLoad: ColdLoad;
  throttled: ThrottledTimings;
}

/** The paints of the next document of a visit. */
type NextDocumentTimings = Awaited<ReturnType<typeof measureNextDocument>>;

type Figures = Record<string, Record<string, PageFigures>>;

/** This site's page in another language: its cold load and throttled timings. */
interface LanguagePageFigures {
  of: string;
  coldLoad: ColdLoad;
  throttled: ThrottledTimings;
}

for (const { name, root } of BUILDS) {
  if (!existsSync(`${siteFolder(root)}/index.html`)) {
    throw new Error(
      `No build of ${name} at ${root}: run npm run build, and set PEERS_DIR to the peer builds.`,
    );
  }
}
const measured = BUILDS.filter(
  (build) => !CHOSEN || build.name === "this site" || CHOSEN.includes(build.name),
);
const ports = await freePorts(measured.length);
const servers = await Promise.all(
  measured.map((build, index) => serveStatic(build.root, ports[index] ?? 0)),
);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
// The throttled loads get a Chromium of their own, driven without Playwright (page-timings.ts).
const throttledChromium = await launchChromiumOnPort();
const figures: Figures = {};
const imageBytes: Record<string, ImageBytes> = {};
const languageFigures: Record<string, LanguagePageFigures> = {};
/** The rounds' medians, but for the layout shift: its worst round, since any shift counts. */
const mid = (runs: readonly ThrottledTimings[]): ThrottledTimings => ({
  fcpMs: median(runs.map((sample) => sample.fcpMs)),
  lcpMs: median(runs.map((sample) => sample.lcpMs)),
  readyMs: median(runs.map((sample) => sample.readyMs)),
  layoutShift: runs.length > 0 ? Math.max(...runs.map((sample) => sample.layoutShift)) : Number.NaN,
});
/** Each throttled load's timings, in round order, by build and page (`<build> <page>`) or path. */
const samples = new Map<string, ThrottledTimings[]>();
/** Each traced load's main-thread work, by build and page (`<build> <page>`). */
const traces = new Map<string, Array<{ firstPaint: MainThreadWork; ready: MainThreadWork }>>();
/** Each next document's paints, in round order, by build and pair (`<build> <pair>`). */
const nextDocuments = new Map<string, NextDocumentTimings[]>();
try {
  /** Loads every page of every build once with `measure`, keeping the result under its key. */
  const round = async <T>(
    results: Map<string, T[]>,
    measure: (port: number, url: string, controls: readonly string[]) => Promise<T>,
  ) => {
    for (const page of PAGES) {
      for (const [index, build] of measured.entries()) {
        const key = `${build.name} ${page.label}`;
        const url = `${servers[index]?.url}${pathOn(build.name, page, "browser")}`;
        const result = await measure(throttledChromium.port, url, build.colorModeControls);
        results.set(key, [...(results.get(key) ?? []), result]);
      }
    }
  };
  for (let run = 0; run < THROTTLED_RUNS; run += 1) {
    console.log(`Throttled loads, round ${run + 1} of ${THROTTLED_RUNS}…`);
    await round(samples, measureThrottled);
    for (const page of LANGUAGE_PAGES) {
      const build = measured[0];
      const sample = await measureThrottled(
        throttledChromium.port,
        `${servers[0]?.url}${page.path}`,
        build?.colorModeControls ?? [],
      );
      samples.set(page.path, [...(samples.get(page.path) ?? []), sample]);
    }
    for (const pair of NEXT_DOCUMENTS) {
      for (const [index, build] of measured.entries()) {
        const url = servers[index]?.url;
        const key = `${build.name} ${pair.label}`;
        const sample = await measureNextDocument(
          throttledChromium.port,
          `${url}${pathOn(build.name, pair.first, "browser")}`,
          `${url}${pathOn(build.name, pair.second, "browser")}`,
        );
        nextDocuments.set(key, [...(nextDocuments.get(key) ?? []), sample]);
      }
    }
  }
  for (let run = 0; run < TRACED_RUNS; run += 1) {
    console.log(`Traced loads, round ${run + 1} of ${TRACED_RUNS}…`);
    await round(traces, measureMainThreadWork);
  }
  for (const [index, build] of measured.entries()) {
    console.log(`Lighthouse and cold loads of ${build.name} (${build.root})…`);
    const url = servers[index]?.url;
    const pages: Record<string, PageFigures> = {};
    for (const page of PAGES) {
      pages[page.label] = {
        lighthouse: await measureLighthouse(
          `${url}${pathOn(build.name, page, "lighthouse")}`,
          LIGHTHOUSE_RUNS,
        ),
        coldLoad: await measureColdLoad(browser, `${url}${pathOn(build.name, page, "browser")}`),
        throttled: mid(samples.get(`${build.name} ${page.label}`) ?? []),
      };
    }
    figures[build.name] = pages;
    imageBytes[build.name] = await measureImageBytes(browser, `${url}/`);
  }
  for (const page of LANGUAGE_PAGES) {
    languageFigures[page.path] = {
      of: page.of,
      coldLoad: await measureColdLoad(browser, `${servers[0]?.url}${page.path}`),
      throttled: mid(samples.get(page.path) ?? []),
    };
  }
} finally {
  throttledChromium.kill();
  await browser.close();
  await Promise.all(servers.map((server) => server.stop()));
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : "—");
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
/** A layout shift score as Chromium reports it (unitless; 0 when nothing moved). */
const shift = (value: number) => (Number.isFinite(value) ? value.toFixed(3) : "—");
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
      "ready",
      "shift",
    ],
    Object.keys(figures).flatMap((name) =>
      PAGES.map(({ label }) => {
        const page = figures[name]?.[label];
        if (!page) return [name, label, ...Array(12).fill("—")];
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
          ms(throttled.readyMs),
          shift(throttled.layoutShift),
        ];
      }),
    ),
  );
}

/** This site's figures divided by each peer's (below 1 is better, but for scores). */
function ratioTable(figures: Figures): string {
  const ours = figures["this site"] ?? {};
  return table(
    ["vs", "page", "perf", "LH LCP", "reqs", "JS", "total", "FCP", "LCP", "ready"],
    Object.keys(figures)
      .filter((name) => name !== "this site")
      .flatMap((name) =>
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
            ratio(mine.throttled.readyMs, theirs.throttled.readyMs),
          ];
        }),
      ),
  );
}

/** For each peer and page, the spread of the rounds' ratios of the throttled timings. */
function spreadTable(figures: Figures): string {
  return table(
    ["vs", "page", "FCP", "LCP", "ready"],
    Object.keys(figures)
      .filter((name) => name !== "this site")
      .flatMap((name) =>
        PAGES.map(({ label }) => {
          const ours = samples.get(`this site ${label}`) ?? [];
          const theirs = samples.get(`${name} ${label}`) ?? [];
          const spread = (pick: (timings: ThrottledTimings) => number) =>
            middleHalf(roundRatios(ours.map(pick), theirs.map(pick)));
          return [
            name,
            label,
            spread((timings) => timings.fcpMs),
            spread((timings) => timings.lcpMs),
            spread((timings) => timings.readyMs),
          ];
        }),
      ),
  );
}

/** Each build's next documents: median paints, this site ÷ build, and the rounds' spread of it. */
function nextDocumentTable(): string {
  const pick = (key: string, timing: "fcpMs" | "lcpMs") =>
    (nextDocuments.get(key) ?? []).map((sample) => sample[timing]);
  return table(
    ["build", "next document", "FCP", "LCP", "this site ÷ FCP", "rounds' spread", "÷ LCP"],
    measured.flatMap((build) =>
      NEXT_DOCUMENTS.map(({ label }) => {
        const ours = (timing: "fcpMs" | "lcpMs") => pick(`this site ${label}`, timing);
        const theirs = (timing: "fcpMs" | "lcpMs") => pick(`${build.name} ${label}`, timing);
        return [
          build.name,
          label,
          ms(median(theirs("fcpMs"))),
          ms(median(theirs("lcpMs"))),
          ratio(median(ours("fcpMs")), median(theirs("fcpMs"))),
          middleHalf(roundRatios(ours("fcpMs"), theirs("fcpMs"))),
          ratio(median(ours("lcpMs")), median(theirs("lcpMs"))),
        ];
      }),
    ),
  );
}

/** Each build's main-thread work until its first paint or ready for input, per page and kind. */
function mainThreadTable(until: "firstPaint" | "ready"): string {
  const total = (work: MainThreadWork) => WORK_KINDS.reduce((sum, kind) => sum + work[kind], 0);
  const works = (key: string) => (traces.get(key) ?? []).map((trace) => trace[until]);
  const ours = (label: string) => median(works(`this site ${label}`).map(total));
  return table(
    ["build", "page", ...WORK_KINDS, "total", "this site ÷"],
    measured.flatMap((build) =>
      PAGES.map(({ label }) => {
        // No traced loads (BENCH_TRACED_RUNS=0): every median is none, printed "—".
        const runs = works(`${build.name} ${label}`);
        const theirs = median(runs.map(total));
        return [
          build.name,
          label,
          ...WORK_KINDS.map((kind) => ms(median(runs.map((work) => work[kind])))),
          ms(theirs),
          ratio(ours(label), theirs),
        ];
      }),
    ),
  );
}

/**
 * Each build's first-load bytes by kind, per page, and this site's as a ratio to the build's:
 * in all, its document's, and its document's and stylesheets' (what its first paint waits for).
 */
function bytesByKindTable(figures: Figures): string {
  const ours = figures["this site"] ?? {};
  return table(
    [
      "build",
      "page",
      ...BYTE_KINDS.map((kind) => `${kind} KB`),
      "total KB",
      "this site ÷",
      "document ÷",
      "document + style ÷",
    ],
    Object.keys(figures).flatMap((name) =>
      PAGES.map(({ label }) => {
        const load = figures[name]?.[label]?.coldLoad;
        const mine = ours[label]?.coldLoad;
        if (!load) return [name, label, ...BYTE_KINDS.map(() => "—"), "—", "—", "—", "—"];
        const shell = (bytes: ColdLoad["bytesByKind"]) => bytes.document + bytes.style;
        return [
          name,
          label,
          ...BYTE_KINDS.map((kind) => kb(load.bytesByKind[kind])),
          kb(load.totalBytes),
          mine ? ratio(mine.totalBytes, load.totalBytes) : "—",
          mine ? ratio(mine.bytesByKind.document, load.bytesByKind.document) : "—",
          mine ? ratio(shell(mine.bytesByKind), shell(load.bytesByKind)) : "—",
        ];
      }),
    ),
  );
}

/**
 * Each first-load target, page by page: this site's median, the peer's, their ratio, and
 * whether the target holds.
 */
function targetTable(figures: Figures): string {
  const nextFcp = (build: string, label: string) => {
    const pair = NEXT_DOCUMENTS.find(({ second }) => second.label === label);
    return median((nextDocuments.get(`${build} ${pair?.label}`) ?? []).map((next) => next.fcpMs));
  };
  const figure = (target: FirstLoadTarget, build: string, label: string): number => {
    const page = figures[build]?.[label];
    if (!page) return Number.NaN;
    switch (target.measure) {
      case "first paint":
        return page.throttled.fcpMs;
      case "largest paint":
        return page.throttled.lcpMs;
      case "ready for input":
        return page.throttled.readyMs;
      case "next document's first paint":
        return nextFcp(build, label);
      case "document bytes":
        return page.coldLoad.bytesByKind.document;
    }
  };
  const peers = Object.keys(figures).filter((name) => !OURS.has(name));
  // Layout shift is held to 0 on its own, not beside a peer: the worst round of each page.
  const layoutShiftRows = PAGES.map(({ label }) => {
    const worst = figures["this site"]?.[label]?.throttled.layoutShift ?? Number.NaN;
    const holds = Number.isFinite(worst) ? (worst === 0 ? "yes" : "no") : "—";
    return ["layout shift", label, shift(worst), "—", "—", "—", 0, holds];
  });
  return table(
    ["target", "page", "this site", "peer", "its figure", "÷", "at most", "holds"],
    [
      ...FIRST_LOAD_TARGETS.flatMap((target) =>
        PAGES.map(({ label }) => {
          const ours = figure(target, "this site", label);
          const check = checkTarget(
            target,
            ours,
            Object.fromEntries(peers.map((name) => [name, figure(target, name, label)])),
          );
          const shown = (value: number) =>
            target.measure === "document bytes" ? `${kb(value)} KB` : `${ms(value)} ms`;
          return [
            target.measure,
            label,
            shown(ours),
            ...(check
              ? [check.peer, shown(figure(target, check.peer, label)), check.ratio.toFixed(2)]
              : [target.versus, "—", "—"]),
            target.atMost,
            check ? (check.met ? "yes" : "no") : "—",
          ];
        }),
      ),
      ...layoutShiftRows,
    ],
  );
}

await mkdir(RESULTS, { recursive: true });
await writeFile(
  `${RESULTS}/peers.json`,
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      figures,
      languageFigures,
      imageBytes,
      mainThreadWork: Object.fromEntries(traces),
      nextDocuments: Object.fromEntries(nextDocuments),
    },
    null,
    2,
  )}\n`,
);
console.log(
  `\n${process.env.BENCH_HOST === "own" ? "This site served with its own nginx configuration, as deployed; each peer" : "Each build"} served by the same nginx configuration (gzip 6). Lighthouse: mobile, simulated throttling, median of ${LIGHTHOUSE_RUNS} (404 page at /404.html). Requests and bytes (KB as sent) before the load event or the app's first commit, whichever is later. FCP and LCP (of loads nobody clicks), ready (a click on the colour-mode control first takes effect, in loads clicking it every 16 ms from the first frame that shows it): ms on the page's clock, Chromium throttling (${THROTTLING.latencyMs} ms RTT, ${THROTTLING.downloadBitsPerSecond / 1e6} Mbit/s, CPU ${THROTTLING.cpuSlowdown}×, a ${PHONE.width} × ${PHONE.height} px screen at ${PHONE.deviceScaleFactor}×), median of ${THROTTLED_RUNS} interleaved loads of each kind, without the debugger's Runtime domain.\n`,
);
console.log(absoluteTable(figures));
console.log(
  "\nFirst load's bytes by kind, as sent (the inline style and scripts are the document's):\n",
);
console.log(bytesByKindTable(figures));
console.log("\nThis site ÷ peer, same run (below 1 is better; for perf, 1 or above):\n");
console.log(ratioTable(figures));
console.log(
  "\nThe same ratios round by round (a round loads each page of every build, back to back): the middle half of the rounds' ratios. Where a range spans 1, each build was ahead in at least a quarter of the rounds:\n",
);
console.log(spreadTable(figures));
console.log(
  `\nMain-thread work until ready for input (until the largest paint where no click took effect), from Chromium's trace: each slice's own time, ms at CPU ${THROTTLING.cpuSlowdown}×, median of ${TRACED_RUNS} interleaved throttled loads (not the timed ones). Steadier than the times above: it does not count waiting.\n`,
);
console.log(mainThreadTable("ready"));
console.log("\nThe same until the first paint:\n");
console.log(mainThreadTable("firstPaint"));
console.log(
  `\nThe next document of a visit: the second page's full load in the browser context that loaded the first (and let its network fall quiet), caches warm, throttled as above; ms, median of ${THROTTLED_RUNS} rounds, this site ÷ build, and the middle half of the rounds' ratios:\n`,
);
console.log(nextDocumentTable());
console.log(
  "\nImages of a cold load of / (light system, until the network is idle): KB as sent, requests, and this site ÷ peer:\n",
);
console.log(
  table(
    ["build", "1350 px KB", "reqs", "÷", "412 px 1.75× KB", "reqs", "÷"],
    Object.entries(imageBytes).map(([name, { desktop, phone }]) => {
      const ours = imageBytes["this site"];
      return [
        name,
        kb(desktop.bytes),
        desktop.requests,
        ours ? ratio(ours.desktop.bytes, desktop.bytes) : "—",
        kb(phone.bytes),
        phone.requests,
        ours ? ratio(ours.phone.bytes, phone.bytes) : "—",
      ];
    }),
  ),
);
if (LANGUAGE_PAGES.length > 0) {
  console.log(
    "\nThis site's pages in its other languages, same run, and ÷ the default language's page (below 1 is better):\n",
  );
  const defaultPages = new Map(PAGES.map((page) => [page.browser, page.label]));
  console.log(
    table(
      [
        "page",
        "JS KB",
        "total KB",
        "FCP",
        "LCP",
        "ready",
        "shift",
        "JS ÷",
        "total ÷",
        "FCP ÷",
        "LCP ÷",
        "ready ÷",
      ],
      Object.entries(languageFigures).map(([path, { of, coldLoad, throttled }]) => {
        const label = defaultPages.get(of) ?? of;
        const base = figures["this site"]?.[label];
        const versus = (mine: number, pick: (page: PageFigures) => number) =>
          base ? ratio(mine, pick(base)) : "—";
        return [
          path,
          kb(coldLoad.jsBytes),
          kb(coldLoad.totalBytes),
          ms(throttled.fcpMs),
          ms(throttled.lcpMs),
          ms(throttled.readyMs),
          shift(throttled.layoutShift),
          versus(coldLoad.jsBytes, (page) => page.coldLoad.jsBytes),
          versus(coldLoad.totalBytes, (page) => page.coldLoad.totalBytes),
          versus(throttled.fcpMs, (page) => page.throttled.fcpMs),
          versus(throttled.lcpMs, (page) => page.throttled.lcpMs),
          versus(throttled.readyMs, (page) => page.throttled.readyMs),
        ];
      }),
    ),
  );
}
console.log(
  "\nThe first load's targets (SPEC §20): this site's median ÷ the peer's, page by page (a peer not measured in this run: —):\n",
);
console.log(targetTable(figures));
console.log(`\nWritten to ${RESULTS}/peers.json`);
