import { readFile } from "node:fs/promises";
import autocannon from "autocannon";
import { startServer } from "../../harness/server-process.ts";

/**
 * A bounded load test of the Node server on loopback: three rounds against a
 * prerendered page and the not-found page, then SIGTERM in the middle of load.
 * Fails on any error, on memory that keeps growing, or on an unclean shutdown.
 */
const SECONDS = Number(process.env.LOAD_SECONDS || 10);
const CONNECTIONS = 100;
const TARGETS = [
  { path: "/PrivacyPolicy", status: 200 },
  { path: "/no-such-page", status: 404 },
];

async function rssKiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? Number.NaN);
}

function check(condition: boolean, message: string) {
  if (!condition) {
    console.error(`✘ ${message}`);
    process.exitCode = 1;
  } else {
    console.log(`✓ ${message}`);
  }
}

async function round(baseURL: string, label: string) {
  for (const { path, status } of TARGETS) {
    const result = await autocannon({
      url: `${baseURL}${path}`,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { "accept-encoding": "gzip, br" },
    });
    const unexpected = Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => Number(code) !== status)
      .reduce((sum, [, stats]) => sum + (stats.count ?? 0), 0);
    console.log(
      `${label} ${path}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.requests.total} requests`,
    );
    check(
      result.errors === 0 && result.timeouts === 0 && unexpected === 0,
      `${label} ${path}: no errors, time-outs or unexpected statuses (${result.errors}, ${result.timeouts}, ${unexpected})`,
    );
  }
}

// V8 lets an unbounded heap grow for as long as memory is plentiful, which looks like a
// leak from outside; with a bounded one, only a real leak still grows (or runs out).
const server = await startServer({ NODE_OPTIONS: "--max-old-space-size=64" });
const pid = server.child.pid ?? 0;
try {
  // The first round warms the server up (JIT, socket buffers): memory is compared
  // between the two rounds after it.
  await round(server.baseURL, "round 1");
  await round(server.baseURL, "round 2");
  const afterSecond = await rssKiB(pid);
  await round(server.baseURL, "round 3");
  const afterThird = await rssKiB(pid);
  console.log(`memory: ${afterSecond} KiB after round 2, ${afterThird} KiB after round 3`);
  check(afterThird < afterSecond * 1.15 + 10_240, "memory does not grow between rounds");
} finally {
  await server.stop();
}

// SIGTERM in the middle of load: the server finishes what it is answering and exits with 0.
const draining = await startServer();
const load = autocannon({
  url: `${draining.baseURL}/PrivacyPolicy`,
  connections: CONNECTIONS,
  duration: 4,
});
await new Promise((resolve) => setTimeout(resolve, 1_500));
draining.child.kill("SIGTERM");
const [code, result] = await Promise.all([draining.exited, load]);
check(code === 0, `exit code after SIGTERM under load is 0 (${code})`);
check(result.timeouts === 0, `no request left hanging (${result.timeouts} time-outs)`);
const answered = result.statusCodeStats?.["200"]?.count ?? 0;
check(answered > 0, `requests answered before shutting down (${answered})`);
const others = Object.keys(result.statusCodeStats ?? {}).filter((code) => code !== "200");
check(others.length === 0, `every answer complete and 200 (${others.join(", ") || "none other"})`);
