import { describe, expect, it } from "vitest";
import { pagesTakenByAppLinks } from "./app-links.ts";

const ios = { appId: "ABCDE12345.com.example.tally" };
const pages = ["/", "/PrivacyPolicy", "/TermsConditions", "/de", "/de/PrivacyPolicy", "/Support"];

describe("pagesTakenByAppLinks", () => {
  it("passes app links that take no page of the site", () => {
    const app = { ios, links: ["/invite/*", "/g/*/join", "/Privacy"] };
    expect(pagesTakenByAppLinks(app, pages)).toEqual([]);
  });

  it("names each app link that takes pages, with the first of them", () => {
    const app = { ios, links: ["/invite/*", "/*", "/de/*"] };
    expect(pagesTakenByAppLinks(app, pages)).toEqual([
      "app.links[1] /* takes the site's pages /, /PrivacyPolicy, /TermsConditions and 3 more: on an iPhone with the app, a link to them opens the app, not the page",
      "app.links[2] /de/* takes the site's pages /de/PrivacyPolicy: on an iPhone with the app, a link to them opens the app, not the page",
    ]);
  });

  it("reads only * as a wildcard, and nothing for an app on Android alone", () => {
    expect(pagesTakenByAppLinks({ ios, links: ["/Support.*"] }, pages)).toEqual([]);
    const android = { package: "com.example.tally", sha256CertFingerprints: ["00"] };
    expect(pagesTakenByAppLinks({ android, links: ["/*"] }, pages)).toEqual([]);
  });
});
