import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { TEST_BUILD_DATE } from "./harness/test-dates.ts";

export default defineConfig({
  // "~/…" is the app folder (as in tsconfig.json, whose other paths are for types only).
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: [
      "{contracts,node-shared,app,server,scripts,bench}/**/*.test.{ts,tsx}",
      "tests/*.test.ts",
    ],
    environment: "node",
    // The test files share their workers rather than each starting its own, a fifth of the run's
    // time on two cores: each file leaves the environment, the timers and the console as it found
    // them, and the files pass in any order (`vitest run --sequence.shuffle`).
    isolate: false,
    // Content is read as of a fixed day, whatever day the tests run.
    env: { BUILD_DATE: TEST_BUILD_DATE },
  },
});
