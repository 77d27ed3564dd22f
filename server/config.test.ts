import { describe, expect, it } from "vitest";
import { devServerAddress, readServerConfig } from "./config.ts";

describe("server settings", () => {
  it("has defaults for everything", () => {
    expect(readServerConfig({})).toEqual({
      port: 3000,
      host: "localhost",
      buildDir: "build",
      contentDir: "content",
      workers: 1,
      trustProxy: false,
      overrides: {},
    });
  });

  it("reads numbers, flags and the public address", () => {
    const config = readServerConfig({
      PORT: "8080",
      WEB_CONCURRENCY: "2",
      TRUST_PROXY: "1",
      SITE_URL: "https://tally.example/",
    });
    expect(config).toMatchObject({ port: 8080, workers: 2, trustProxy: true });
    expect(config.overrides).toEqual({ siteUrl: "https://tally.example" });
  });

  it.each([
    [{ PORT: "eighty" }, "must be a whole number", "PORT"],
    [{ PORT: "70000" }, "must be from 0 to 65535", "PORT"],
    [{ WEB_CONCURRENCY: "0" }, "must be from 1 to 64", "WEB_CONCURRENCY"],
    [{ TRUST_PROXY: "yes" }, "must be true, false, 1 or 0", "TRUST_PROXY"],
    [{ SITE_URL: "ftp://tally.example" }, "must be an http:// or https:// address", "SITE_URL"],
  ])("refuses %o: %s, naming %s", (env, problem, field) => {
    expect(() => readServerConfig(env)).toThrow(
      `Invalid server environment:\n✖ ${problem}\n  → at ${field}`,
    );
  });
});

describe("devServerAddress", () => {
  it("listens where PORT and HOST say, and on Vite's own port otherwise", () => {
    expect(devServerAddress({})).toEqual({ port: 5173, host: "localhost", strictPort: false });
    expect(devServerAddress({ PORT: "4000", HOST: "0.0.0.0" })).toEqual({
      port: 4000,
      host: "0.0.0.0",
      strictPort: true,
    });
    expect(() => devServerAddress({ PORT: "http" })).toThrow("PORT");
  });
});
