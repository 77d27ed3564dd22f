import { describe, expect, it } from "vitest";
import { closestPage } from "./closest-page.ts";

const PAGES = [
  "/",
  "/PrivacyPolicy",
  "/PrivacyPolicy/2026-05-01",
  "/Support",
  "/TermsConditions",
  "/WhatsNew",
  "/de",
  "/de/PrivacyPolicy",
  "/de/Support",
];

describe("closestPage", () => {
  it.each([
    ["/privacypolicy", "/PrivacyPolicy"],
    ["/PRIVACYPOLICY", "/PrivacyPolicy"],
    ["/privacypolicy/", "/PrivacyPolicy"],
    ["/whatsnew//", "/WhatsNew"],
    ["/de/privacypolicy", "/de/PrivacyPolicy"],
    ["/DE", "/de"],
    ["/Privacy-Policy", "/PrivacyPolicy"],
    ["/Suport", "/Support"],
    ["/TermsCondition", "/TermsConditions"],
    ["/privacypolicy/2026-05-1", "/PrivacyPolicy/2026-05-01"],
  ])("takes %s to mean %s", (path, page) => {
    expect(closestPage(path, PAGES)).toBe(page);
  });

  it.each([
    ["/no/such/page", "nothing near it"],
    ["/fr", "two letters off a two-letter page"],
    ["/x", "one letter off the home page"],
    ["/Privacy", "seven letters short"],
    ["/PrivacyPolicy/extra", "six letters more"],
    ["/404.html", "nothing near it"],
  ])("offers nothing for %s: %s", (path) => {
    expect(closestPage(path, PAGES)).toBeUndefined();
  });

  it("offers nothing when two pages are as close", () => {
    expect(closestPage("/de/Suppxrt", ["/de/Support", "/de/Suppart"])).toBeUndefined();
    // A closer page still wins over two that tie.
    expect(closestPage("/ab/cdef", ["/ab/cdxf", "/ab/cdyf", "/AB/CDEF"])).toBe("/AB/CDEF");
  });

  it("offers nothing on a site without pages", () => {
    expect(closestPage("/privacypolicy", [])).toBeUndefined();
  });

  it("refers to nothing outside itself, so that the page's own script can carry it", () => {
    const inPage = new Function(`return (${closestPage.toString()})`)() as typeof closestPage;
    expect(inPage("/privacypolicy", PAGES)).toBe("/PrivacyPolicy");
  });
});
