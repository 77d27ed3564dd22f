import { describe, expect, it } from "vitest";
import { appLinkFiles, pagesTakenByAppLinks } from "./app-links.ts";

const ios = { appId: "ABCDE12345.com.example.tally" };
const android = { package: "com.example.tally", sha256CertFingerprints: ["00"] };
const pages = ["/", "/PrivacyPolicy", "/TermsConditions", "/de", "/de/PrivacyPolicy", "/Support"];
const exclude: string[] = [];
const HINT = "a link to them opens the app, not the page; app.exclude keeps them in the browser";

describe("appLinkFiles", () => {
  it("gives Android the paths Apple gets, under the site's base path, as dynamic rules", () => {
    const files = appLinkFiles(
      { ios, android, links: ["/invite/*", "/g/*/join"], exclude },
      "/legal/",
    );
    const components = [{ "/": "/legal/invite/*" }, { "/": "/legal/g/*/join" }];
    expect(files.get(".well-known/apple-app-site-association")).toEqual({
      applinks: { details: [{ appIDs: [ios.appId], components }] },
    });
    expect(files.get(".well-known/assetlinks.json")).toEqual([
      {
        relation: ["delegate_permission/common.handle_all_urls"],
        target: {
          namespace: "android_app",
          package_name: android.package,
          sha256_cert_fingerprints: android.sha256CertFingerprints,
        },
        relation_extensions: {
          "delegate_permission/common.handle_all_urls": { dynamic_app_link_components: components },
        },
      },
    ]);
  });

  it("writes the paths kept in the browser first, marked exclude, for both phones", () => {
    const files = appLinkFiles(
      { ios, android, links: ["/invite/*"], exclude: ["/invite/help", "/invite/*/expired"] },
      "/legal/",
    );
    const components = [
      { "/": "/legal/invite/help", exclude: true },
      { "/": "/legal/invite/*/expired", exclude: true },
      { "/": "/legal/invite/*" },
    ];
    expect(files.get(".well-known/apple-app-site-association")).toEqual({
      applinks: { details: [{ appIDs: [ios.appId], components }] },
    });
    const [statement] = files.get(".well-known/assetlinks.json") as Record<string, unknown>[];
    expect(statement?.relation_extensions).toEqual({
      "delegate_permission/common.handle_all_urls": { dynamic_app_link_components: components },
    });
  });

  it("leaves the paths to the app's manifest when the configuration lists none", () => {
    const [statement] = appLinkFiles({ android, links: [], exclude }, "/").get(
      ".well-known/assetlinks.json",
    ) as Record<string, unknown>[];
    expect(statement).not.toHaveProperty("relation_extensions");
  });
});

describe("pagesTakenByAppLinks", () => {
  it("passes app links that take no page of the site", () => {
    const app = { ios, android, links: ["/invite/*", "/g/*/join", "/Privacy"], exclude };
    expect(pagesTakenByAppLinks(app, pages)).toEqual([]);
  });

  it("names each app link that takes pages, with the first of them and the phones", () => {
    const app = { ios, android, links: ["/invite/*", "/*", "/de/*"], exclude };
    expect(pagesTakenByAppLinks(app, pages)).toEqual([
      `app.links[1] /* takes the site's pages /, /PrivacyPolicy, /TermsConditions and 3 more: on an iPhone or an Android phone (15 and later) with the app, ${HINT}`,
      `app.links[2] /de/* takes the site's pages /de/PrivacyPolicy: on an iPhone or an Android phone (15 and later) with the app, ${HINT}`,
    ]);
    expect(pagesTakenByAppLinks({ android, links: ["/*"], exclude }, pages)).toEqual([
      `app.links[0] /* takes the site's pages /, /PrivacyPolicy, /TermsConditions and 3 more: on an Android phone (15 and later) with the app, ${HINT}`,
    ]);
  });

  it("leaves out the pages that app.exclude keeps in the browser, as each phone reads it", () => {
    const app = { ios, android, links: ["/*"], exclude: ["/PrivacyPolicy", "/Terms*", "/de*"] };
    expect(pagesTakenByAppLinks(app, pages)).toEqual([
      `app.links[0] /* takes the site's pages /, /Support: on an iPhone or an Android phone (15 and later) with the app, ${HINT}`,
    ]);
    const everyPage = { ...app, exclude: ["/*"] };
    expect(pagesTakenByAppLinks(everyPage, pages)).toEqual([]);
    // Android's * stops at the next character written after it: /*y keeps /Privacy in the
    // browser on both phones, /PrivacyPolicy on an iPhone alone.
    const byPhone = { ...app, exclude: ["/*y"] };
    expect(pagesTakenByAppLinks(byPhone, ["/Privacy", "/PrivacyPolicy"])).toEqual([
      `app.links[0] /* takes the site's pages /PrivacyPolicy: on an Android phone (15 and later) with the app, ${HINT}`,
    ]);
  });

  it("reads only * as a wildcard", () => {
    expect(pagesTakenByAppLinks({ ios, android, links: ["/Support.*"], exclude }, pages)).toEqual(
      [],
    );
  });

  it("reads * as each phone does: Apple looks as far as it must, Android to the next character", () => {
    const app = { ios, android, links: ["/*y"], exclude };
    expect(pagesTakenByAppLinks(app, ["/PrivacyPolicy"])).toEqual([
      `app.links[0] /*y takes the site's pages /PrivacyPolicy: on an iPhone with the app, ${HINT}`,
    ]);
    expect(pagesTakenByAppLinks(app, ["/Privacy"])).toEqual([
      `app.links[0] /*y takes the site's pages /Privacy: on an iPhone or an Android phone (15 and later) with the app, ${HINT}`,
    ]);
  });
});
