import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  isUnderFolder,
  languageOfPath,
  pathInLanguage,
  preferredAlternate,
  writtenRightToLeft,
} from "./languages.ts";
import { languagesSchema } from "./site-config.ts";

const languages = [
  { code: "en", name: "English" },
  { code: "de", name: "Deutsch" },
  { code: "pt-BR", name: "Português (Brasil)" },
];

describe("pathInLanguage", () => {
  it("keeps the default language's paths and puts any other language's code first", () => {
    expect(pathInLanguage("/PrivacyPolicy", "en", languages)).toBe("/PrivacyPolicy");
    expect(pathInLanguage("/", "en", languages)).toBe("/");
    expect(pathInLanguage("/", "de", languages)).toBe("/de");
    expect(pathInLanguage("/PrivacyPolicy/2026-05-01", "pt-BR", languages)).toBe(
      "/pt-BR/PrivacyPolicy/2026-05-01",
    );
  });
});

describe("languageOfPath", () => {
  it("reads the language from the first segment, and the page's path in the default language", () => {
    expect(languageOfPath("/de/Support", languages)).toEqual({
      language: languages[1],
      path: "/Support",
    });
    expect(languageOfPath("/de", languages)).toEqual({ language: languages[1], path: "/" });
    expect(languageOfPath("/pt-BR/", languages)).toEqual({ language: languages[2], path: "/" });
  });

  it("reads any other address as the default language's, the default's own code included", () => {
    expect(languageOfPath("/Support", languages).language).toBe(languages[0]);
    expect(languageOfPath("/en/Support", languages)).toEqual({
      language: languages[0],
      path: "/en/Support",
    });
    // Language codes are matched exactly, as addresses are.
    expect(languageOfPath("/DE/Support", languages).language).toBe(languages[0]);
    expect(languageOfPath("/deutsch", languages).language).toBe(languages[0]);
  });
});

describe("isUnderFolder", () => {
  it("holds for the folder's own address and what is below it, not for a neighbour", () => {
    for (const address of ["/de", "/de/", "/de/Support", "/de/404.html"]) {
      expect(isUnderFolder(address, "de/"), address).toBe(true);
    }
    for (const address of ["/", "/de.html", "/dev", "/Support", "/pt-BR/de/x"]) {
      expect(isUnderFolder(address, "de/"), address).toBe(false);
    }
  });
});

describe("languagesSchema", () => {
  const problems = (value: unknown) =>
    v.safeParse(languagesSchema, value).issues?.map((issue) => issue.message) ?? [];

  it("takes canonical BCP 47 codes, each once, at least one", () => {
    expect(problems(languages)).toEqual([]);
    expect(problems([{ code: "ar", name: "العربية", dir: "rtl" }])).toEqual([]);
    expect(problems([])).toEqual(["must list at least one language"]);
    expect(
      problems([
        { code: "en", name: "English" },
        { code: "en", name: "Again" },
      ]),
    ).toEqual(["must list each language once"]);
    for (const code of ["e", "pt_BR", "pt-br", "", "en-"]) {
      expect(problems([{ code, name: "X" }]), code).toEqual([
        "must be a BCP 47 language code as written canonically, e.g. en, de, pt-BR",
      ]);
    }
    for (const code of ["german", "xx", "xx-DE"]) {
      expect(problems([{ code, name: "X" }]), code).toEqual([
        "must be a language's code, e.g. de for German",
      ]);
    }
    for (const code of ["fil", "haw", "sr-Latn", "es-419", "zh-Hant-TW"]) {
      expect(problems([{ code, name: "X" }]), code).toEqual([]);
    }
  });
});

describe("a language's direction", () => {
  it("is right to left where Unicode's locale data says so", () => {
    for (const code of ["ar", "he", "fa", "ur", "ar-EG", "ckb"])
      expect(writtenRightToLeft(code), code).toBe(true);
    for (const code of ["en", "de", "ja", "pt-BR", "az-Latn"])
      expect(writtenRightToLeft(code), code).toBe(false);
  });

  it("is filled in by the site configuration, which a site owner may still give", () => {
    const parsed = (value: unknown) => v.parse(languagesSchema, value);
    expect(
      parsed([
        { code: "en", name: "English" },
        { code: "ar", name: "العربية" },
        { code: "he", name: "עברית", dir: "rtl" },
      ]),
    ).toEqual([
      { code: "en", name: "English" },
      { code: "ar", name: "العربية", dir: "rtl" },
      { code: "he", name: "עברית", dir: "rtl" },
    ]);
  });
});

describe("preferredAlternate", () => {
  const offer = { text: "", link: "", dismiss: "" };
  const alternates = [
    { code: "en", name: "English", path: "/Support", offer },
    { code: "de", name: "Deutsch", path: "/de/Support", offer },
    { code: "pt-BR", name: "Português (Brasil)", path: "/pt-BR/Support", offer },
  ];
  const preferred = (preferences: string[], shown: string) =>
    preferredAlternate(preferences, alternates, shown)?.code;

  it("offers the first language the browser prefers that the page has, other than its own", () => {
    expect(preferred(["de-DE", "de", "en"], "en")).toBe("de");
    expect(preferred(["fr", "de-AT"], "en")).toBe("de");
    expect(preferred(["pt-BR"], "de")).toBe("pt-BR");
    // Another region of a language the page has: that language.
    expect(preferred(["pt-PT"], "en")).toBe("pt-BR");
  });

  it("offers nothing when the browser prefers the page's own language, or none the page has", () => {
    expect(preferred(["en-GB", "de"], "en")).toBeUndefined();
    expect(preferred(["fr", "it"], "en")).toBeUndefined();
    expect(preferred([], "en")).toBeUndefined();
    expect(preferredAlternate(["de"], [], "en")).toBeUndefined();
  });
});
