import { describe, expect, it } from "vitest";
import { mainThreadWork, type TraceEvent } from "./main-thread.ts";

const MAIN = { pid: 7, tid: 1 };
const slice = (name: string, ts: number, dur: number, thread = MAIN): TraceEvent => ({
  name,
  ph: "X",
  ts,
  dur,
  ...thread,
});

/** A navigation at 1,000,000 µs, then the page's main thread (µs). */
const trace: TraceEvent[] = [
  { name: "navigationStart", ph: "R", ts: 1_000_000, ...MAIN },
  slice("RunTask", 1_010_000, 60_000),
  // Parsing for 60 ms, of which an inline script ran for 20 ms and forced a 5 ms style pass.
  slice("ParseHTML", 1_010_000, 60_000),
  slice("EvaluateScript", 1_020_000, 20_000),
  slice("UpdateLayoutTree", 1_030_000, 5_000),
  // Garbage collection inside the script: scripting too, not counted twice.
  slice("V8.GCScavenger", 1_036_000, 2_000),
  slice("RunTask", 1_100_000, 40_000),
  slice("Layout", 1_100_000, 30_000),
  slice("Paint", 1_130_000, 10_000),
  // Another process's and another thread's work are not the page's.
  slice("Layout", 1_100_000, 99_000, { pid: 8, tid: 1 }),
  slice("Layout", 1_100_000, 99_000, { pid: 7, tid: 2 }),
  slice("FunctionCall", 1_500_000, 50_000),
];

describe("main-thread work", () => {
  it("gives each slice's own time to its kind, and unknown work to its caller's kind", () => {
    const work = mainThreadWork(trace, 400);
    expect(work.loading).toBeCloseTo(40);
    expect(work.scripting).toBeCloseTo(15);
    expect(work.rendering).toBeCloseTo(35);
    expect(work.painting).toBeCloseTo(10);
  });

  it("stops at the given time on the page's clock", () => {
    expect(mainThreadWork(trace, 400).scripting).toBeCloseTo(15);
    expect(mainThreadWork(trace, 501).scripting).toBeCloseTo(65);
    expect(mainThreadWork(trace, 95).rendering).toBeCloseTo(5);
  });

  it("says so when the trace loaded no document", () => {
    expect(() => mainThreadWork([], 1000)).toThrow(/no ParseHTML/);
    expect(() => mainThreadWork(trace.slice(1), 1000)).toThrow(/no navigationStart/);
  });
});
