import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { cpuSeconds, parseStat, processesNamed } from "./process-cpu.ts";

describe("a process's CPU time from /proc", () => {
  it("reads the fields after a command that holds spaces and parentheses", () => {
    const line =
      "4242 (nginx: (worker) 1) S 4241 4241 4241 0 -1 4194560 90 0 0 0 1234 567 0 0 20 0 1 0 100 0 0";
    expect(parseStat(line)).toEqual({ command: "nginx: (worker) 1", parent: 4241, cpuTicks: 1801 });
  });

  it("finds the processes of a command under a process, and not the others", async () => {
    const child = spawn("sh", ["-c", "sleep 30 & sleep 30 & wait"], {
      stdio: "ignore",
      detached: true,
    });
    try {
      // The shell starts its two children in its own time.
      let sleeps: number[] = [];
      for (let tries = 0; tries < 100 && sleeps.length < 2; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        sleeps = await processesNamed(child.pid ?? 0, "sleep");
      }
      expect(sleeps).toHaveLength(2);
      expect(await processesNamed(child.pid ?? 0, "sh")).toEqual([child.pid]);
      expect(await processesNamed(process.pid, "no-such-command")).toEqual([]);
    } finally {
      process.kill(-(child.pid ?? 0), "SIGTERM");
    }
  });

  it("counts the time a process spends, as Node counts its own", async () => {
    const seconds = ({ user, system }: NodeJS.CpuUsage) => (user + system) / 1e6;
    // Node's count (to the microsecond) read around each reading of /proc, and between them.
    const outerStart = process.cpuUsage();
    const before = await cpuSeconds([process.pid]);
    const innerStart = process.cpuUsage();
    while (seconds(process.cpuUsage(innerStart)) < 0.3);
    const inner = seconds(process.cpuUsage(innerStart));
    const after = await cpuSeconds([process.pid]);
    const outer = seconds(process.cpuUsage(outerStart));
    // Each reading of /proc rounds user and kernel time down to a tick of 10 ms: up to 2 ticks
    // short, never more (1 ms more for Node's microseconds and the sums' floating point).
    const slack = 0.021;
    expect(after - before).toBeGreaterThan(inner - slack);
    expect(after - before).toBeLessThan(outer + slack);
    expect(await cpuSeconds([0x7fffffff])).toBeNaN();
    expect(await cpuSeconds([])).toBeNaN();
  });
});
