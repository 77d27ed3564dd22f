import { expect, test } from "@playwright/test";
import { FIXTURE_URL } from "../../harness/servers.ts";
import { accessibilityViolations } from "./support/accessibility.ts";

// SPEC §18: the app-link files, the manifest's store pages, the store badges and the Smart App
// Banner (the badges in forced colours: forced-colours.spec.ts). The example names both apps and
// /invite/* as the app's links; the fixture site names no app.

const AASA = "/.well-known/apple-app-site-association";
const ASSET_LINKS = "/.well-known/assetlinks.json";

for (const file of [AASA, ASSET_LINKS]) {
  for (const address of [file, `${file}/`]) {
    test(`${address} is served as JSON with status 200, revalidated, and no redirect`, async ({
      request,
    }) => {
      const response = await request.get(address, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const headers = response.headers();
      expect(headers["content-type"]).toBe("application/json");
      expect(headers["cache-control"]).toBe("no-cache");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["content-security-policy"]).toContain("default-src 'none'");
      expect(headers.location).toBeUndefined();
      expect(JSON.parse(await response.text())).toBeTruthy();
    });
  }
}

test("Apple's file names the app and the paths it opens, in the applinks shape", async ({
  request,
}) => {
  const association = await (await request.get(AASA)).json();
  expect(association).toEqual({
    applinks: {
      details: [{ appIDs: ["A1B2C3D4E5.com.example.tally"], components: [{ "/": "/invite/*" }] }],
    },
  });
});

test("Android's file delegates the site's links to the app, by package and certificate, with the paths it opens", async ({
  request,
}) => {
  const statements = await (await request.get(ASSET_LINKS)).json();
  expect(statements).toEqual([
    {
      relation: ["delegate_permission/common.handle_all_urls"],
      target: {
        namespace: "android_app",
        package_name: "com.example.tally",
        sha256_cert_fingerprints: [
          "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5",
        ],
      },
      relation_extensions: {
        "delegate_permission/common.handle_all_urls": {
          dynamic_app_link_components: [{ "/": "/invite/*" }],
        },
      },
    },
  ]);
});

test("every other well-known address is a plain 404, and none is in the sitemap", async ({
  request,
}) => {
  for (const address of ["/.well-known/security.txt", "/.well-known/", "/.well-known/x/y.json"]) {
    const response = await request.get(address, { maxRedirects: 0 });
    expect(response.status(), address).toBe(404);
    expect(await response.text(), address).toBe("404 Not Found\n");
  }
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("well-known");
});

test("the web app manifest names the app's store pages and prefers the Google Play app", async ({
  request,
}) => {
  const manifest = await (await request.get("/manifest.webmanifest")).json();
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

test("a site that names no app has neither file, and its manifest names no app", async ({
  request,
}) => {
  for (const file of [AASA, ASSET_LINKS]) {
    const response = await request.get(`${FIXTURE_URL}${file}`);
    expect(response.status(), file).toBe(404);
  }
  const home = await (await request.get(`${FIXTURE_URL}/`)).text();
  expect(home).not.toContain("apple-itunes-app");
  const manifest = await (await request.get(`${FIXTURE_URL}/manifest.webmanifest`)).json();
  expect(manifest.name).toBeTruthy();
  expect(manifest).not.toHaveProperty("related_applications");
  expect(manifest).not.toHaveProperty("prefer_related_applications");
});

test.describe("the store badges", () => {
  test("link to each store with an accessible name, drawn without another origin", async ({
    page,
  }) => {
    const origins = new Set<string>();
    page.on("request", (request) => origins.add(new URL(request.url()).origin));
    await page.goto("/");
    const appStore = page.getByRole("link", { name: "Download on the App Store" });
    await expect(appStore).toHaveAttribute("href", "https://apps.apple.com/app/id1234567890");
    await expect(appStore).toBeVisible();
    const googlePlay = page.getByRole("link", { name: "Get it on Google Play" });
    await expect(googlePlay).toHaveAttribute(
      "href",
      "https://play.google.com/store/apps/details?id=com.example.tally",
    );
    await expect(googlePlay).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect([...origins]).toEqual([new URL(page.url()).origin]);
  });

  test("are named in the page's language", async ({ page }) => {
    await page.goto("/de");
    await expect(page.getByRole("link", { name: "Laden im App Store" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Jetzt bei Google Play" })).toBeVisible();
  });

  for (const colorScheme of ["light", "dark"] as const) {
    test(`pass the accessibility check in ${colorScheme} mode`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto("/");
      const storeLinks = 'a[href^="https://apps.apple.com"], a[href^="https://play.google.com"]';
      expect(await accessibilityViolations(page, storeLinks)).toEqual([]);
    });
  }
});

test("every page carries the Smart App Banner", async ({ request }) => {
  for (const path of ["/", "/PrivacyPolicy", "/de/Support", "/WhatsNew"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<meta name="apple-itunes-app" content="app-id=1234567890"/>');
  }
});
