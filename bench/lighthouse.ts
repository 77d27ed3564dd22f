import lighthouse from "lighthouse";
import { launchChromiumOnPort } from "../harness/chromium.ts";
import { median } from "./median.ts";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

export interface LighthouseResult {
  page: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** Lighthouse with its default (mobile) settings, the median of `runs` runs for each number. */
export async function measureLighthouse(
  url: string,
  runs = 3,
): Promise<Omit<LighthouseResult, "page">> {
  const chrome = await launchChromiumOnPort();
  try {
    const samples: Array<Omit<LighthouseResult, "page">> = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
      samples.push({
        scores: Object.fromEntries(
          CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
        ) as Record<(typeof CATEGORIES)[number], number>,
        fcpMs: lhr.audits["first-contentful-paint"]?.numericValue ?? Number.NaN,
        lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
        tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
        cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
      });
    }
    const mid = (pick: (sample: Omit<LighthouseResult, "page">) => number) =>
      median(samples.map(pick));
    return {
      scores: Object.fromEntries(
        CATEGORIES.map((id) => [id, mid((sample) => sample.scores[id])]),
      ) as Record<(typeof CATEGORIES)[number], number>,
      fcpMs: mid((sample) => sample.fcpMs),
      lcpMs: mid((sample) => sample.lcpMs),
      tbtMs: mid((sample) => sample.tbtMs),
      cls: mid((sample) => sample.cls),
    };
  } finally {
    chrome.kill();
  }
}
