import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["{app,server,scripts}/**/*.test.{ts,tsx}"],
    environment: "node",
  },
});
