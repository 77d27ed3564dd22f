import { describe, expect, it } from "vitest";
import {
  ICON_API_HOSTS,
  ICON_API_ROTATE_MS,
  ICON_API_TIMEOUT_MS,
  ICON_URL_MAX_LENGTH,
  LATEST_BUILD_POLL_MS,
  LOCAL_ICON_ENDPOINT,
  LOCAL_ICON_TIMEOUT_MS,
  MANIFEST_CHECK_DELAY_MS,
  MAX_ICONS_PER_REQUEST,
  MAX_PREFETCHES_IN_FLIGHT,
  PAGE_TRANSITION_MS,
  RELOAD_GUARD_MS,
  VISIBLE_CHECK_MIN_GAP_MS,
} from "./spec-constants.ts";

// SPEC §9 (docs/spec.md), as literals: a change to a number the specification gives fails here, whatever
// the code that uses it does.
describe("the specification's numbers", () => {
  it.each([
    ["reload guard per path", RELOAD_GUARD_MS, 10_000],
    ["manifest check, after idle", MANIFEST_CHECK_DELAY_MS, 1_000],
    ["latest-build poll", LATEST_BUILD_POLL_MS, 3_600_000],
    ["check on tab visible, at most every", VISIBLE_CHECK_MIN_GAP_MS, 60_000],
    ["local icon fetch time-out", LOCAL_ICON_TIMEOUT_MS, 1_500],
    ["icon API request time-out", ICON_API_TIMEOUT_MS, 5_000],
    ["icon API rotation", ICON_API_ROTATE_MS, 750],
    ["icon API URL limit", ICON_URL_MAX_LENGTH, 500],
    ["icons per local request", MAX_ICONS_PER_REQUEST, 100],
    ["page transition", PAGE_TRANSITION_MS, 100],
    ["concurrent prefetches", MAX_PREFETCHES_IN_FLIGHT, 5],
  ])("%s: %d", (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it("asks the local icon endpoint first, then the public Iconify API hosts", () => {
    expect(LOCAL_ICON_ENDPOINT).toBe("api/_icons");
    expect(ICON_API_HOSTS[0]).toBe("https://api.iconify.design");
  });
});
