import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { siteConfigSchema } from "#contracts/site-config.ts";
import { webManifest } from "./app-icons.ts";

const site = (app?: unknown) =>
  v.parse(siteConfigSchema, {
    productName: "Tally",
    tagline: "Split costs.",
    company: { name: "Example Labs Ltd", address: ["1 Example Street"] },
    contactEmail: "hello@example.com",
    siteUrl: "https://example.com/legal",
    ...(app !== undefined && { app }),
  });
const ios = { appId: "A1B2C3D4E5.com.example.tally", appStoreId: "1234567890" };
const android = {
  package: "com.example.tally",
  sha256CertFingerprints: [Array(32).fill("AB").join(":")],
};

describe("webManifest", () => {
  it("names the app's store pages and prefers the Google Play app to installing the site", () => {
    const manifest = JSON.parse(webManifest(site({ ios, android }), "/legal/"));
    expect(manifest).toMatchObject({ start_url: "/legal/", scope: "/legal/" });
    expect(manifest.related_applications).toEqual([
      {
        platform: "play",
        url: "https://play.google.com/store/apps/details?id=com.example.tally",
        id: "com.example.tally",
      },
      { platform: "itunes", url: "https://apps.apple.com/app/id1234567890" },
    ]);
    expect(manifest.prefer_related_applications).toBe(true);
  });

  it("leaves the site installable without a Google Play app, and names no app without one", () => {
    const iosOnly = JSON.parse(webManifest(site({ ios }), "/"));
    expect(iosOnly.related_applications).toEqual([
      { platform: "itunes", url: "https://apps.apple.com/app/id1234567890" },
    ]);
    expect(iosOnly.prefer_related_applications).toBe(false);
    for (const app of [undefined, { ios: { appId: ios.appId } }]) {
      const manifest = JSON.parse(webManifest(site(app), "/"));
      expect(manifest).not.toHaveProperty("related_applications");
      expect(manifest).not.toHaveProperty("prefer_related_applications");
    }
  });
});
