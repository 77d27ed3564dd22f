import { describe, expect, it } from "vitest";
import { MAX_PREFETCHES_IN_FLIGHT } from "#contracts/spec-constants.ts";
import { createPrefetchQueue } from "./prefetch-queue.ts";

/** A queue whose requests finish only when the test says so. */
function setup(maxInFlight?: number) {
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const queue = createPrefetchQueue({
    maxInFlight,
    run: (key) =>
      new Promise<void>((resolve) => {
        started.push(key);
        finishers.set(key, resolve);
      }),
  });
  const finish = async (key: string) => {
    finishers.get(key)?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { queue, started, finish };
}

describe("prefetch queue", () => {
  it("keeps at most 5 prefetches in flight", async () => {
    expect(MAX_PREFETCHES_IN_FLIGHT).toBe(5);
    const { queue, started, finish } = setup();
    queue.add(["a", "b", "c", "d", "e", "f", "g"], "low");
    expect(started).toEqual(["a", "b", "c", "d", "e"]);
    expect(queue.inFlight).toBe(5);
    expect(queue.queued).toEqual(["f", "g"]);
    await finish("c");
    expect(started).toEqual(["a", "b", "c", "d", "e", "f"]);
    expect(queue.inFlight).toBe(5);
  });

  it("fetches each resource once", async () => {
    const { queue, started, finish } = setup();
    queue.add(["a", "a", "b"], "low");
    queue.add(["b", "a"], "high");
    await finish("a");
    queue.add(["a"], "high");
    expect(started).toEqual(["a", "b"]);
  });

  it("runs what the visitor points at before what merely came into view", async () => {
    const { queue, started, finish } = setup(1);
    queue.add(["seen-1", "seen-2", "seen-3"], "low");
    queue.add(["pointed"], "high");
    queue.add(["seen-3"], "high");
    await finish("seen-1");
    await finish("pointed");
    await finish("seen-3");
    expect(started).toEqual(["seen-1", "pointed", "seen-3", "seen-2"]);
  });

  it("moves on when a prefetch fails", async () => {
    const started: string[] = [];
    const queue = createPrefetchQueue({
      maxInFlight: 1,
      run: async (key) => {
        started.push(key);
        throw new Error("offline");
      },
    });
    queue.add(["a", "b"], "low");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(["a", "b"]);
    expect(queue.inFlight).toBe(0);
  });
});
