import { launchChromiumOnPort } from "../harness/chromium.ts";
import { freePorts } from "../harness/free-port.ts";
import {
  loadedDocument,
  type MainThreadWork,
  mainThreadWork,
  type TraceEvent,
  WORK_KINDS,
} from "./main-thread.ts";
import { median } from "./median.ts";
import { PHONE, THROTTLING, throttledLoad } from "./page-timings.ts";
import { middleHalf, roundRatios } from "./round-ratios.ts";
import { serveStatic } from "./static-nginx.ts";
import { table } from "./table.ts";

/**
 * Ways of delivering the same pages, side by side, for a decision on what a first paint waits
 * for: each folder given (a build's `client` folder, a copy of it changed by hand to try an
 * option, or a peer's build) is served by the benchmark's nginx configuration, and each page
 * is loaded, traced, under the benchmark's throttling, cold (a fresh browser context) and as
 * the next document (after `BENCH_FIRST_PAGE`, `/`, in the same context), in interleaved
 * rounds (`BENCH_ROUNDS`, 7); a build folder given as `own:build` is served with the build's
 * own nginx configuration, as deployed. For each folder it prints medians of the first paint, of when
 * the document had fully arrived, and of the main thread's work until the first paint by kind,
 * with the first paint as a ratio to the first folder's (and the middle half of that ratio,
 * round by round). The loads are traced, so their times run a little later than
 * `npm run bench:peers`'s; the comparison is between the folders. `BENCH_NETWORK=unthrottled`
 * slows the CPU alone: the main thread's own cost until the paint, without the emulated line's
 * variance, which an option's few milliseconds drown in.
 *
 *   node bench/first-paint-options.ts build/client /tmp/stylesheet-file ../shared/peers/astro
 *   node bench/first-paint-options.ts own:build build/client ../shared/peers/astro
 */
const ROOTS = process.argv.slice(2);
const PAGES = (process.env.BENCH_PAGES || "/PrivacyPolicy").split(",");
const FIRST_PAGE = process.env.BENCH_FIRST_PAGE || "/";
const ROUNDS = Number(process.env.BENCH_ROUNDS || 7);
const NETWORK = process.env.BENCH_NETWORK === "unthrottled" ? "unthrottled" : "throttled";
if (ROOTS.length === 0) {
  throw new Error("Usage: node bench/first-paint-options.ts <site folder> [<site folder>…]");
}

interface Figures {
  fcpMs: number;
  documentMs: number;
  work: MainThreadWork;
}

/** When the document at `url` had fully arrived, in ms from the navigation's start. */
function documentArrivedMs(events: readonly TraceEvent[], url: string): number {
  const { start } = loadedDocument(events);
  const sent = events.find(
    (event) => event.name === "ResourceSendRequest" && event.args?.data?.url === url,
  );
  const requestId = sent?.args?.data?.requestId;
  const finished = events.find(
    (event) => event.name === "ResourceFinish" && event.args?.data?.requestId === requestId,
  );
  return requestId && finished ? (finished.ts - start.ts) / 1000 : Number.NaN;
}

/**
 * One traced load's figures. Now and then Chromium's trace misses the navigation's start (one
 * load in about eighty): that load is made again, up to twice, rather than the run lost.
 */
async function measure(port: number, url: string, previous?: string, tries = 3): Promise<Figures> {
  const { timings, events } = await throttledLoad(port, url, [], true, previous, NETWORK);
  try {
    return {
      fcpMs: timings.fcpMs,
      documentMs: documentArrivedMs(events, url),
      work: mainThreadWork(events, timings.fcpMs),
    };
  } catch (error) {
    if (tries <= 1) throw error;
    console.log(`  ${url}: ${(error as Error).message} Loading it again.`);
    return measure(port, url, previous, tries - 1);
  }
}

const ports = await freePorts(ROOTS.length);
const servers = await Promise.all(ROOTS.map((root, index) => serveStatic(root, ports[index] ?? 0)));
let chromium: Awaited<ReturnType<typeof launchChromiumOnPort>> | undefined;
// Stopped midway (Ctrl-C, `kill`), it stops its servers and its Chromium as it does at its end.
// Set before Chromium's launch, whose own Ctrl-C handler exits without stopping the servers.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    chromium?.kill();
    for (const server of servers) void server.stop();
    process.exit(130);
  });
}
chromium = await launchChromiumOnPort();
const results = new Map<string, Figures[]>();
try {
  for (let round = 0; round < ROUNDS; round += 1) {
    console.log(`Round ${round + 1} of ${ROUNDS}…`);
    for (const page of PAGES) {
      for (const [index, server] of servers.entries()) {
        for (const load of ["cold", "next"] as const) {
          const key = `${index} ${page} ${load}`;
          const previous = load === "next" ? `${server.url}${FIRST_PAGE}` : undefined;
          const figures = await measure(chromium.port, `${server.url}${page}`, previous);
          results.set(key, [...(results.get(key) ?? []), figures]);
        }
      }
    }
  }
} finally {
  chromium.kill();
  await Promise.all(servers.map((server) => server.stop()));
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : "—");
console.log(
  `\nMedians of ${ROUNDS} interleaved traced loads (${NETWORK === "throttled" ? `${THROTTLING.latencyMs} ms RTT, ${THROTTLING.downloadBitsPerSecond / 1e6} Mbit/s` : "network unthrottled"}, CPU ${THROTTLING.cpuSlowdown}×, a ${PHONE.width} × ${PHONE.height} px screen at ${PHONE.deviceScaleFactor}×), in ms from the navigation's start; the next document is loaded after ${FIRST_PAGE} in the same browser context. Main-thread work until the first paint, each slice's own time:\n`,
);
console.log(
  table(
    [
      "folder",
      "page",
      "load",
      "first paint",
      "÷ first folder",
      "rounds' middle half",
      "document in",
      ...WORK_KINDS,
    ],
    PAGES.flatMap((page) =>
      (["cold", "next"] as const).flatMap((load) =>
        ROOTS.map((root, index) => {
          const runs = results.get(`${index} ${page} ${load}`) ?? [];
          const firstRuns = (results.get(`0 ${page} ${load}`) ?? []).map((run) => run.fcpMs);
          const first = median(firstRuns);
          const fcp = median(runs.map((run) => run.fcpMs));
          return [
            root,
            page,
            load,
            ms(fcp),
            (fcp / first).toFixed(2),
            middleHalf(
              roundRatios(
                runs.map((run) => run.fcpMs),
                firstRuns,
              ),
            ),
            ms(median(runs.map((run) => run.documentMs))),
            ...WORK_KINDS.map((kind) => ms(median(runs.map((run) => run.work[kind])))),
          ];
        }),
      ),
    ),
  ),
);
