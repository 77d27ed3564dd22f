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
    const before = await cpuSeconds([process.pid]);
    const start = process.cpuUsage();
    let spent = 0;
    while (spent < 300_000) {
      const { user, system } = process.cpuUsage(start);
      spent = user + system;
    }
    const counted = (await cpuSeconds([process.pid])) - before;
    // Ticks of 10 ms, read once before and once after.
    expect(Math.abs(counted - spent / 1e6)).toBeLessThanOrEqual(0.03);
    expect(await cpuSeconds([0x7fffffff])).toBeNaN();
    expect(await cpuSeconds([])).toBeNaN();
  });
});
