import { readdir, readFile } from "node:fs/promises";
import autocannon from "autocannon";
import { startServer } from "../harness/server-process.ts";
import { median } from "./median.ts";
import { startNginx } from "./nginx.ts";
import { startNodeHttpFloor } from "./node-http-floor.ts";
import { cpuSeconds, processesNamed } from "./process-cpu.ts";
import { table } from "./table.ts";
import { NEW_PATH_EACH_TIME, runWrk, type WrkResult } from "./wrk.ts";

/**
 * The Node server beside nginx serving the same build with its emitted configuration, and
 * beside Node's HTTP layer alone sending the Node server's own answers (the floor: what the
 * machine lets any Node server do): requests per second and p99 latency (wrk, the median of 3
 * rounds of every target on each; a ratio is the median of each round's, whose runs met the
 * same machine), the CPU time each server spends per answered request, then resident memory
 * under hostile traffic.
 */
const RUNS = Number(process.env.BENCH_RUNS || 3);
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const HOSTILE_SECONDS = Number(process.env.BENCH_HOSTILE_SECONDS || 60);

async function largestScript(): Promise<string> {
  const files = (await readdir("build/client/assets")).filter((name) => name.endsWith(".js"));
  const sized = await Promise.all(
    files.map(async (name) => ({
      name,
      size: (await readFile(`build/client/assets/${name}`)).length,
    })),
  );
  const [largest] = sized.sort((a, b) => b.size - a.size);
  if (!largest) throw new Error("No script in build/client/assets");
  return `/assets/${largest.name}`;
}

/** A wrk run, and the CPU time the server's processes spent per answered request in it. */
type Run = WrkResult & { cpuMicroseconds: number };

async function timedRun(url: string, pids: readonly number[], script?: string): Promise<Run> {
  const before = await cpuSeconds(pids);
  const result = await runWrk(url, SECONDS, script);
  const spent = (await cpuSeconds(pids)) - before;
  return { ...result, cpuMicroseconds: (spent * 1e6) / result.requests };
}

/** The median of the round-by-round ratios: each round's two runs met the same machine. */
const pairedRatio = (
  runs: Run[],
  references: Run[],
  figure: "requestsPerSecond" | "cpuMicroseconds" = "requestsPerSecond",
) => median(runs.map((run, round) => run[figure] / (references[round]?.[figure] ?? Number.NaN)));

function summary(runs: Run[]) {
  return {
    requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
    p99Ms: median(runs.map((run) => run.p99Ms)),
    cpuMicroseconds: median(runs.map((run) => run.cpuMicroseconds)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  };
}

async function rssMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? Number.NaN) / 1024;
}

const random = () => Math.random().toString(36).slice(2, 10);
const HOSTILE: Array<() => { path: string; headers?: Record<string, string> }> = [
  () => ({ path: `/${random()}/${random()}` }),
  () => ({ path: `/api/_icons/${random()}.json?icons=${random()}` }),
  () => ({ path: `/api/_icons/lucide.json?icons=${random()},${random()}` }),
  () => ({ path: `/${random()}%${random().slice(0, 1)}z/%C0%AF%ED%A0%80` }),
  () => ({ path: `/${random()}%0D%0AX:%201/` }),
  () => ({ path: "/PrivacyPolicy", headers: { "x-filler": "a".repeat(20_000) } }),
];

/** `seconds` of mixed hostile traffic: random paths, icon sets and names, bad encodings, huge headers. */
async function hostileRound(baseURL: string, seconds: number) {
  let turn = 0;
  await autocannon({
    url: baseURL,
    connections: 50,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          const { path, headers } = (HOSTILE[turn++ % HOSTILE.length] ?? HOSTILE[0])?.() ?? {
            path: "/",
          };
          return { ...request, path, headers: { ...request.headers, ...headers } };
        },
      },
    ],
  });
}

export async function benchServer() {
  const script = await largestScript();
  const targets: Array<{ kind: string; path: string; wrkScript?: string }> = [
    { kind: "page", path: "/PrivacyPolicy" },
    { kind: "asset", path: script },
    { kind: "payload", path: "/PrivacyPolicy.data" },
    { kind: "404", path: "/no-such-page" },
    { kind: "404, a new path each time", path: "/no-such-page-", wrkScript: NEW_PATH_EACH_TIME },
    // The page again with the client's work of the row above (a new address each time): the
    // reference for a not-found path's pace, since wrk's script slows the client on the same cores.
    {
      kind: "page, a new query each time",
      path: "/PrivacyPolicy?q=",
      wrkScript: NEW_PATH_EACH_TIME,
    },
  ];
  const node = await startServer();
  const nginx = await startNginx();
  const floor = await startNodeHttpFloor(
    node.baseURL,
    targets.map(({ path }) => path),
  );
  // The processes whose CPU time a run counts: nginx's are its master and worker.
  const pids = {
    node: [node.child.pid ?? 0],
    floor: [floor.pid],
    nginx: await processesNamed(nginx.pid, "nginx"),
  };
  const measured = targets.map((target) => ({
    ...target,
    node: [] as Run[],
    floor: [] as Run[],
    nginx: [] as Run[],
  }));
  try {
    // Round after round of every target, so that the machine's drift touches all alike.
    for (let run = 0; run < RUNS; run += 1) {
      for (const target of measured) {
        const { path, wrkScript } = target;
        target.node.push(await timedRun(`${node.baseURL}${path}`, pids.node, wrkScript));
        target.floor.push(await timedRun(`${floor.url}${path}`, pids.floor, wrkScript));
        target.nginx.push(await timedRun(`${nginx.url}${path}`, pids.nginx, wrkScript));
      }
    }
  } finally {
    floor.stop();
    nginx.stop();
    await node.stop();
  }
  const rows = measured.map((target) => ({
    kind: target.kind,
    path: target.path,
    node: summary(target.node),
    floor: summary(target.floor),
    nginx: summary(target.nginx),
    ratio: pairedRatio(target.node, target.nginx),
    floorRatio: pairedRatio(target.floor, target.nginx),
    ofFloor: pairedRatio(target.node, target.floor),
    cpuRatio: pairedRatio(target.node, target.nginx, "cpuMicroseconds"),
    cpuOfFloor: pairedRatio(target.node, target.floor, "cpuMicroseconds"),
  }));

  const hostile = await startServer();
  const pid = hostile.child.pid ?? 0;
  const memory = { startMiB: await rssMiB(pid), firstMiB: 0, secondMiB: 0 };
  try {
    await hostileRound(hostile.baseURL, HOSTILE_SECONDS);
    memory.firstMiB = await rssMiB(pid);
    await hostileRound(hostile.baseURL, HOSTILE_SECONDS);
    memory.secondMiB = await rssMiB(pid);
  } finally {
    await hostile.stop();
  }

  console.log(
    `\nNode server, Node's HTTP layer alone sending the same answers (floor) and nginx, same build: wrk -t2 -c50 -d${SECONDS}s, gzip/br, median of ${RUNS} interleaved rounds (a ratio: the median of each round's)\n`,
  );
  console.log(
    table(
      [
        "target",
        "node req/s",
        "floor req/s",
        "nginx req/s",
        "node ÷ nginx",
        "floor ÷ nginx",
        "node ÷ floor",
        "node p99 ms",
        "nginx p99 ms",
        "errors",
      ],
      rows.map(({ kind, node: n, floor: f, nginx: x, ratio, floorRatio, ofFloor }) => [
        kind,
        n.requestsPerSecond.toFixed(0),
        f.requestsPerSecond.toFixed(0),
        x.requestsPerSecond.toFixed(0),
        ratio.toFixed(2),
        floorRatio.toFixed(2),
        ofFloor.toFixed(2),
        n.p99Ms.toFixed(2),
        x.p99Ms.toFixed(2),
        n.errors + f.errors + x.errors,
      ]),
    ),
  );
  console.log(
    `\nCPU time per answered request in those runs, µs (each server's processes, user and kernel, from /proc; median of the rounds; a ratio: the median of each round's; above 1, the Node server needs more)\n`,
  );
  console.log(
    table(
      ["target", "node", "floor", "nginx", "node ÷ nginx", "node ÷ floor"],
      rows.map(({ kind, node: n, floor: f, nginx: x, cpuRatio, cpuOfFloor }) => [
        kind,
        n.cpuMicroseconds.toFixed(1),
        f.cpuMicroseconds.toFixed(1),
        x.cpuMicroseconds.toFixed(1),
        cpuRatio.toFixed(2),
        cpuOfFloor.toFixed(2),
      ]),
    ),
  );
  const runsOf = (kind: string, server: "node" | "floor" | "nginx") =>
    measured.find((target) => target.kind === kind)?.[server] ?? [];
  /** A not-found answer's pace ÷ a page's, for each server. */
  const pace = (notFoundKind: string, pageKind: string) =>
    (["node", "floor", "nginx"] as const)
      .map(
        (server) =>
          `${server} ${pairedRatio(runsOf(notFoundKind, server), runsOf(pageKind, server)).toFixed(2)}`,
      )
      .join(", ");
  console.log(`\nA not-found path ÷ the page, each asked for again: ${pace("404", "page")}`);
  console.log(
    `A new not-found path ÷ the page, each asked for at a new address: ${pace("404, a new path each time", "page, a new query each time")}`,
  );
  console.log(
    `\nResident memory of the Node server: ${memory.startMiB.toFixed(0)} MiB at start, ${memory.firstMiB.toFixed(0)} MiB after ${HOSTILE_SECONDS} s of hostile traffic, ${memory.secondMiB.toFixed(0)} MiB after another ${HOSTILE_SECONDS} s`,
  );
  return { rows, memory };
}

if (import.meta.main) await benchServer();
