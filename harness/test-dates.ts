/**
 * The build's date the tests build and read content as of (`BUILD_DATE`), so that no test
 * depends on the day it runs: before the example's upcoming Terms and Conditions take effect
 * (2027-01-15). `npm run build:all` builds with it too.
 */
export const TEST_BUILD_DATE = "2026-12-01";

/** A later one, on which those Terms are in force: the base-path build's (`npm run build:legal`). */
export const LATER_BUILD_DATE = "2027-02-01";
