import { expect, type Page } from "@playwright/test";

/** A `fetch` the page started, and when, on the page's own clock (`performance.now()`). */
export interface PageFetch {
  url: string;
  at: number;
}

/** An `AbortSignal.timeout(ms)` the page armed, and when, on its own clock. */
export interface PageTimeout {
  ms: number;
  at: number;
}

type Recorder = Window & {
  recordedFetches?: PageFetch[];
  recordedTimeouts?: PageTimeout[];
  firstIdleAt?: number;
};

/**
 * Records in the page, on its own clock, every `fetch` it starts, every time-out
 * signal it arms (just before arming it, so that a time-out never looks early),
 * and the moment the browser first runs an idle callback. Times then compare within one process
 * (or within Playwright's fake clock, where one is installed).
 */
export async function recordPageActivity(page: Page) {
  await page.addInitScript(() => {
    const recorder = window as Recorder;
    recorder.recordedFetches = [];
    const originalFetch = window.fetch;
    window.fetch = function recordedFetch(input, init) {
      const url = input instanceof Request ? input.url : String(input);
      recorder.recordedFetches?.push({ url, at: performance.now() });
      return originalFetch.call(this, input, init);
    };
    recorder.recordedTimeouts = [];
    const originalTimeout = AbortSignal.timeout.bind(AbortSignal);
    AbortSignal.timeout = (ms) => {
      recorder.recordedTimeouts?.push({ ms, at: performance.now() });
      return originalTimeout(ms);
    };
    const originalIdle = window.requestIdleCallback;
    window.requestIdleCallback = (callback, options) =>
      originalIdle.call(
        window,
        (deadline) => {
          recorder.firstIdleAt ??= performance.now();
          callback(deadline);
        },
        options,
      );
  });
}

/** The fetches the page has started so far whose URL matches `pattern`. */
export async function pageFetches(page: Page, pattern: RegExp): Promise<PageFetch[]> {
  const all = await page.evaluate(() => (window as Recorder).recordedFetches ?? []);
  return all.filter(({ url }) => pattern.test(url));
}

/** The time-out signals of `ms` milliseconds the page has armed so far. */
export async function pageTimeouts(page: Page, ms: number): Promise<PageTimeout[]> {
  const all = await page.evaluate(() => (window as Recorder).recordedTimeouts ?? []);
  return all.filter((timeout) => timeout.ms === ms);
}

/** Waits until the page has started a fetch matching `pattern`, and returns the first. */
export async function waitForPageFetch(page: Page, pattern: RegExp): Promise<PageFetch> {
  await expect.poll(async () => (await pageFetches(page, pattern)).length).toBeGreaterThan(0);
  const [first] = await pageFetches(page, pattern);
  if (!first) throw new Error(`No fetch matching ${pattern}`);
  return first;
}

/** When the page first ran an idle callback, on its own clock. */
export async function firstIdleAt(page: Page): Promise<number> {
  const at = await page.evaluate(() => (window as Recorder).firstIdleAt);
  if (at === undefined) throw new Error("The page has not been idle yet");
  return at;
}

/** The prefetch and module preload addresses in the page's `<head>` right now. */
export function preloadLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.head.querySelectorAll<HTMLLinkElement>(
        "link[rel=prefetch], link[rel=modulepreload]",
      ),
    ].map((link) => link.href),
  );
}
