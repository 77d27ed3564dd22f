import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LATEST_BUILD_POLL_MS, VISIBLE_CHECK_MIN_GAP_MS } from "#contracts/spec-constants.ts";
import { createBuildWatcher } from "./build-watcher.ts";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function setup(latest: () => string | undefined = () => "build-1") {
  const fetchLatestBuildId = vi.fn(async () => latest());
  const watcher = createBuildWatcher({
    currentBuildId: "build-1",
    fetchLatestBuildId,
    now: () => Date.now(),
    timers: { setInterval, clearInterval: (handle) => clearInterval(handle as number) },
  });
  return { watcher, fetchLatestBuildId };
}

describe("build watcher", () => {
  it("polls every 60 minutes while the tab is visible", async () => {
    expect(LATEST_BUILD_POLL_MS).toBe(3_600_000);
    const { watcher, fetchLatestBuildId } = setup();
    watcher.start(true);
    await vi.advanceTimersByTimeAsync(LATEST_BUILD_POLL_MS - 1);
    expect(fetchLatestBuildId).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchLatestBuildId).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(LATEST_BUILD_POLL_MS * 2);
    expect(fetchLatestBuildId).toHaveBeenCalledTimes(3);
  });

  it("does not poll while the tab is hidden, and resumes when it is shown", async () => {
    const { watcher, fetchLatestBuildId } = setup();
    watcher.start(false);
    await vi.advanceTimersByTimeAsync(LATEST_BUILD_POLL_MS * 3);
    expect(fetchLatestBuildId).not.toHaveBeenCalled();
    await watcher.visibilityChanged(true);
    expect(fetchLatestBuildId).toHaveBeenCalledTimes(1);
    await watcher.visibilityChanged(false);
    await vi.advanceTimersByTimeAsync(LATEST_BUILD_POLL_MS * 3);
    expect(fetchLatestBuildId).toHaveBeenCalledTimes(1);
  });

  it("checks on return to the tab at most once a minute", async () => {
    expect(VISIBLE_CHECK_MIN_GAP_MS).toBe(60_000);
    const { watcher, fetchLatestBuildId } = setup();
    watcher.start(true);
    await watcher.visibilityChanged(true);
    await vi.advanceTimersByTimeAsync(30_000);
    await watcher.visibilityChanged(false);
    await watcher.visibilityChanged(true);
    expect(fetchLatestBuildId).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    await watcher.visibilityChanged(true);
    expect(fetchLatestBuildId).toHaveBeenCalledTimes(2);
  });

  it("is outdated once another build id is seen, and stays so", async () => {
    let latest: string | undefined = "build-1";
    const { watcher } = setup(() => latest);
    watcher.start(true);
    await watcher.visibilityChanged(true);
    expect(watcher.isOutdated()).toBe(false);
    latest = "build-2";
    await vi.advanceTimersByTimeAsync(LATEST_BUILD_POLL_MS);
    expect(watcher.isOutdated()).toBe(true);
    latest = undefined;
    await vi.advanceTimersByTimeAsync(LATEST_BUILD_POLL_MS);
    expect(watcher.isOutdated()).toBe(true);
  });

  it("ignores an answer it could not read", async () => {
    const { watcher } = setup(() => undefined);
    await watcher.visibilityChanged(true);
    expect(watcher.isOutdated()).toBe(false);
  });
});
