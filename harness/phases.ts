import { spawnSync } from "node:child_process";

/**
 * Runs npm scripts one after another, as `npm test` does, and prints how long each took, so that
 * a slow run shows where its time went. Stops at the first that fails, with its exit code.
 */
const scripts = process.argv.slice(2);
const times: string[] = [];
let failed = 0;
for (const script of scripts) {
  const started = performance.now();
  const { status } = spawnSync("npm", ["run", "--silent", script], { stdio: "inherit" });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  times.push(`${script}: ${seconds} s${status === 0 ? "" : ` (failed, exit ${status})`}`);
  if (status !== 0) {
    failed = status ?? 1;
    break;
  }
}
console.log(`\nTime per phase:\n${times.map((line) => `  ${line}`).join("\n")}`);
process.exitCode = failed;
