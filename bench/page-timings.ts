import type { Browser, Page } from "@playwright/test";
import CDP from "chrome-remote-interface";
import { type MainThreadWork, mainThreadWork, type TraceEvent } from "./main-thread.ts";

/** The kinds of response a first load's bytes are counted by (Chromium's resource types). */
export const BYTE_KINDS = ["document", "style", "script", "image", "other"] as const;
type ByteKind = (typeof BYTE_KINDS)[number];

const KIND_OF: Record<string, ByteKind> = {
  Document: "document",
  Stylesheet: "style",
  Script: "script",
  Image: "image",
};

/** What one cold load costs: requests started before `load` or hydration, and their bytes. */
export interface ColdLoad {
  requests: number;
  jsBytes: number;
  totalBytes: number;
  /** The bytes by kind (a page's inline style and script count as its document's). */
  bytesByKind: Record<ByteKind, number>;
}

/**
 * Paint times of a load under throttling, and when a click on the colour-mode control, made
 * once a frame shows it, first took effect in another (ready for input), in ms from
 * navigation start on the page's clock; and how far the page's boxes moved meanwhile.
 */
export interface ThrottledTimings {
  fcpMs: number;
  lcpMs: number;
  readyMs: number;
  /**
   * The sum of the layout shifts Chromium reported until the load settled, those within half a
   * second of an input left out, as cumulative layout shift counts them: 0 when nothing moved.
   */
  layoutShift: number;
}

/**
 * Counts, in a fresh browser context, the requests a page starts before its `load` event
 * or before its app first commits, whichever comes later (an island or an app may ask for
 * its code after `load`), and the bytes they bring (as sent: compressed, headers included).
 */
export async function measureColdLoad(browser: Browser, url: string): Promise<ColdLoad> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  const started = new Map<string, { at: number; type: string }>();
  const finished = new Map<string, number>();
  let loadAt = Number.POSITIVE_INFINITY;
  cdp.on("Network.requestWillBeSent", (event) => {
    started.set(event.requestId, { at: event.timestamp, type: event.type ?? "Other" });
  });
  cdp.on("Network.loadingFinished", (event) => {
    finished.set(event.requestId, event.encodedDataLength);
  });
  cdp.on("Page.loadEventFired", (event) => {
    loadAt = Math.min(loadAt, event.timestamp);
  });
  await cdp.send("Page.enable");
  await page.addInitScript(recordTimings);
  await page.goto(url, { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  await waitForHydration(page);
  // How long after `load` the page was hydrated, on the page's own clock.
  const hydratedAfterLoadMs = await page.evaluate(() => {
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const timings = window as unknown as Record<string, number | undefined>;
    return Math.max(0, (timings.__commit ?? 0) - navigation.loadEventStart);
  });
  await context.close();
  const cutoff = loadAt + hydratedAfterLoadMs / 1000;
  const beforeLoad = [...started].filter(([, request]) => request.at <= cutoff);
  const bytes = (filter: (type: string) => boolean) =>
    beforeLoad
      .filter(([, request]) => filter(request.type))
      .reduce((sum, [id]) => sum + (finished.get(id) ?? 0), 0);
  const kindOf = (type: string): ByteKind => KIND_OF[type] ?? "other";
  return {
    requests: beforeLoad.length,
    jsBytes: bytes((type) => type === "Script"),
    totalBytes: bytes(() => true),
    bytesByKind: Object.fromEntries(
      BYTE_KINDS.map((kind) => [kind, bytes((type) => kindOf(type) === kind)]),
    ) as Record<ByteKind, number>,
  };
}

/**
 * Records in the page, on its own clock: first contentful paint, the last largest
 * contentful paint, and the app's first commit: the first React commit (this site, Next.js,
 * an Astro React island) or the mount of a Vue app (Nuxt). Given the selectors of the page's
 * colour-mode controls, it also clicks them in turn every 16 ms from the first frame that
 * shows one, as an impatient visitor would, until a click takes effect: the page stores a
 * colour-mode preference. A visitor clicks only what is shown; a click before that would
 * switch the page's colour mode and have it styled again before it is painted. (Clicking
 * two choices in turn makes each click a change even where the browser has already checked
 * a radio button before the app started.)
 */
function recordTimings(colorModeControls: readonly string[] = []) {
  const timings = window as unknown as Record<string, number>;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) timings.__lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  let layoutShift = 0;
  timings.__layoutShift = layoutShift;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<
      PerformanceEntry & { value: number; hadRecentInput: boolean }
    >) {
      if (!entry.hadRecentInput) layoutShift += entry.value;
    }
    timings.__layoutShift = layoutShift;
  }).observe({ type: "layout-shift", buffered: true });
  const firstCommit = () => {
    timings.__commit ??= performance.now();
  };
  Object.defineProperty(window, "__REACT_DEVTOOLS_GLOBAL_HOOK__", {
    value: {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject: () => 1,
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberRoot: firstCommit,
      onPostCommitFiberRoot() {},
      onCommitFiberUnmount() {},
    },
  });
  // Vue keeps its app on the element it mounted (hydrated) into: the assignment is heard as it
  // happens. Asking for a frame to look for it would make the page render frames a visitor's
  // browser would not.
  Object.defineProperty(Element.prototype, "__vue_app__", {
    configurable: true,
    set(app: unknown) {
      Object.defineProperty(this, "__vue_app__", {
        value: app,
        writable: true,
        configurable: true,
      });
      firstCommit();
    },
  });
  if (colorModeControls.length === 0) return;
  // Each build keeps the preference under its own key: `color-mode`, `nuxt-color-mode`, `theme`.
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key: string, value: string) {
    if (/colou?r|theme/i.test(key)) timings.__ready ??= performance.now();
    setItem.call(this, key, value);
  };
  let clicks = 0;
  const click = () => {
    if (timings.__ready !== undefined) return;
    const control = colorModeControls[clicks % colorModeControls.length] ?? "";
    document.querySelector<HTMLElement>(control)?.click();
    clicks += 1;
    setTimeout(click, 16);
  };
  // What is in the document when a frame starts is painted in that frame: the clicks start in
  // the task after the first frame that shows the control.
  const whenShown = () => {
    if (colorModeControls.some((control) => document.querySelector(control))) setTimeout(click, 0);
    else requestAnimationFrame(whenShown);
  };
  requestAnimationFrame(whenShown);
}

/** Gives the island or app time to commit (a page that never does is reported without a time). */
async function waitForHydration(page: Page) {
  await page
    .waitForFunction(
      () => {
        const timings = window as unknown as Record<string, number | undefined>;
        return timings.__commit !== undefined;
      },
      undefined,
      { timeout: 30_000 },
    )
    .catch(() => undefined);
}

/**
 * Run in the page: waits, where it is `clicking`, until a click on the colour-mode control has
 * taken effect (30 s at most), then until the network has been quiet for half a second (the
 * largest paint is final by then), and returns its timings.
 */
async function settledTimings(clicking: boolean): Promise<ThrottledTimings> {
  const timings = window as unknown as Record<string, number | undefined>;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  for (let waited = 0; clicking && timings.__ready === undefined && waited < 30_000; waited += 100)
    await pause(100);
  let resources = -1;
  while (resources !== performance.getEntriesByType("resource").length) {
    resources = performance.getEntriesByType("resource").length;
    await pause(500);
  }
  const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
  return {
    fcpMs: fcp ?? Number.NaN,
    lcpMs: timings.__lcp ?? Number.NaN,
    // The frame's pixels can reach the screen after the task that clicked: no earlier than them.
    readyMs: Math.max(timings.__ready ?? Number.NaN, fcp ?? Number.NaN),
    layoutShift: timings.__layoutShift ?? Number.NaN,
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Chromium's own throttling: 150 ms round trips, 1.6 Mbit/s down, a CPU four times slower. */
export const THROTTLING = { latencyMs: 150, downloadBitsPerSecond: 1_600_000, cpuSlowdown: 4 };

/**
 * The screen of the throttled loads: Lighthouse's phone, 412 × 823 CSS pixels at 1.75×. Its size
 * and density only; the pages' viewport is the device's width either way.
 */
export const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, mobile: false };

/**
 * Two cold loads of a page with Chromium's own throttling, timed in the page, each in a fresh
 * browser context of the Chromium listening on `port`: the paints and the layout shift from a
 * load nobody clicks, ready for input from a load with the impatient clicks, which start once a
 * frame shows the control. In a visitor's browser the largest paint stops being recorded at the
 * first input, so paints are not timed in a load with clicks.
 *
 * The page is driven over the DevTools protocol without its Runtime domain, which Playwright
 * and Puppeteer always enable. With it on, V8 records a detailed stack trace for every error
 * a page creates, and collects the source positions of every function on that stack: React
 * DOM creates five errors as it starts, so V8 parses the whole bundle that calls it a second
 * time (about 60 ms for this site, 35 ms for Next.js, CPU 4×), which no visitor pays.
 */
export async function measureThrottled(
  port: number,
  url: string,
  colorModeControls: readonly string[],
): Promise<ThrottledTimings> {
  const { fcpMs, lcpMs, layoutShift } = (await throttledLoad(port, url, [], false)).timings;
  const { readyMs } = (await throttledLoad(port, url, colorModeControls, false)).timings;
  return { fcpMs, lcpMs, readyMs, layoutShift };
}

/**
 * The next document of a visit: a throttled load of `url` in the browser context that has just
 * loaded `previous` (and let its network fall quiet), so that what the site lets browsers keep
 * (scripts, stylesheets, images) comes from the cache. Its paints, as in a load nobody clicks.
 */
export async function measureNextDocument(
  port: number,
  previous: string,
  url: string,
): Promise<Pick<ThrottledTimings, "fcpMs" | "lcpMs">> {
  const { fcpMs, lcpMs } = (await throttledLoad(port, url, [], false, previous)).timings;
  return { fcpMs, lcpMs };
}

/**
 * One throttled load as `measureThrottled` makes its clicked one, traced: the page's
 * main-thread work until its first paint, and until it was ready for input (until its largest
 * paint where no click took effect). The trace costs the page some time of its own, so these loads are not the ones
 * timed.
 */
export async function measureMainThreadWork(
  port: number,
  url: string,
  colorModeControls: readonly string[],
): Promise<{ firstPaint: MainThreadWork; ready: MainThreadWork }> {
  const { timings, events } = await throttledLoad(port, url, colorModeControls, true);
  const until = Number.isFinite(timings.readyMs) ? timings.readyMs : timings.lcpMs;
  return {
    firstPaint: mainThreadWork(events, timings.fcpMs),
    ready: mainThreadWork(events, until),
  };
}

/**
 * One throttled load of `url` in a fresh browser context (after a load of `previous` in the
 * same context, if given): its timings, and its trace if `traced` (the second load's alone).
 * With `network` "unthrottled", only the CPU is slowed: what the page's own main thread costs
 * until its paints, without the variance of the emulated line.
 */
export async function throttledLoad(
  port: number,
  url: string,
  colorModeControls: readonly string[],
  traced: boolean,
  previous?: string,
  network: "throttled" | "unthrottled" = "throttled",
): Promise<{ timings: ThrottledTimings; events: TraceEvent[] }> {
  const { webSocketDebuggerUrl } = await CDP.Version({ port });
  const browser = await CDP({ port, target: webSocketDebuggerUrl });
  const { browserContextId } = await browser.Target.createBrowserContext({});
  const { targetId } = await browser.Target.createTarget({ url: "about:blank", browserContextId });
  const page = await CDP({ port, target: targetId });
  try {
    await page.Network.enable({});
    if (network === "throttled")
      await page.Network.emulateNetworkConditions({
        offline: false,
        latency: THROTTLING.latencyMs,
        downloadThroughput: THROTTLING.downloadBitsPerSecond / 8,
        uploadThroughput: 750_000 / 8,
      });
    await page.Emulation.setCPUThrottlingRate({ rate: THROTTLING.cpuSlowdown });
    await page.Emulation.setDeviceMetricsOverride(PHONE);
    await page.Page.enable();
    await page.Page.addScriptToEvaluateOnNewDocument({
      source: `(${recordTimings})(${JSON.stringify(colorModeControls)})`,
    });
    const visit = async (address: string) => {
      const loaded = page.Page.loadEventFired();
      const { errorText } = await page.Page.navigate({ url: address });
      if (errorText) throw new Error(`${address} did not load: ${errorText}`);
      await withTimeout(loaded, 60_000, `${address} fired no load event within 60 s`);
    };
    const timings = async (address: string) => {
      const { result, exceptionDetails } = await page.Runtime.evaluate({
        expression: `(${settledTimings})(${colorModeControls.length > 0})`,
        awaitPromise: true,
        returnByValue: true,
      });
      if (exceptionDetails)
        throw new Error(`Reading the timings of ${address} failed: ${exceptionDetails.text}`);
      return result.value as ThrottledTimings;
    };
    if (previous) {
      await visit(previous);
      await timings(previous);
    }
    const events: TraceEvent[] = [];
    if (traced) {
      page.Tracing.dataCollected(({ value }) => events.push(...(value as TraceEvent[])));
      await page.Tracing.start({
        categories: "devtools.timeline,blink.user_timing",
        transferMode: "ReportEvents",
      });
    }
    await visit(url);
    const settled = await timings(url);
    if (traced) {
      const complete = page.Tracing.tracingComplete();
      await page.Tracing.end();
      await withTimeout(complete, 60_000, `The trace of ${url} did not end within 60 s`);
    }
    return { timings: settled, events };
  } finally {
    await page.close();
    await browser.Target.closeTarget({ targetId });
    await browser.Target.disposeBrowserContext({ browserContextId });
    await browser.close();
  }
}
