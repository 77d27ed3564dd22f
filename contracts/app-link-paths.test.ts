import { describe, expect, it } from "vitest";
import { appLinkAddresses, appLinkFolder, linkPattern, phoneTakes } from "./app-link-paths.ts";

const ios = { appId: "ABCDE12345.com.example.tally" };
const android = { package: "com.example.tally", sha256CertFingerprints: ["00"] };

/** The addresses of a configuration that show the app-link page. */
function shows(app: Parameters<typeof appLinkAddresses>[0], languages = ["en"]) {
  const source = appLinkAddresses(
    app,
    languages.map((code) => ({ code })),
  );
  return (path: string) => source !== undefined && new RegExp(source).test(path);
}

describe("linkPattern", () => {
  it("reads * as an iPhone does: any characters, slashes too", () => {
    expect(phoneTakes("ios", "/g/*/join", "/g/1/2/join")).toBe(true);
    expect(phoneTakes("ios", "/invite/*", "/invite/")).toBe(true);
    expect(phoneTakes("ios", "/invite/*", "/invite")).toBe(false);
  });

  it("reads * as Android does: up to the first character written after it", () => {
    expect(phoneTakes("android", "/g/*/join", "/g/1/join")).toBe(true);
    expect(phoneTakes("android", "/g/*/join", "/g/1/2/join")).toBe(false);
    expect(phoneTakes("android", "/invite/*", "/invite/a/b")).toBe(true);
  });

  it("takes a path's other characters as they are written", () => {
    expect(phoneTakes("ios", "/a.b+(c)/*", "/a.b+(c)/x")).toBe(true);
    expect(phoneTakes("ios", "/a.b/*", "/aXb/x")).toBe(false);
    expect(linkPattern("android", "/é*é")).toBe("/é(?:(?!é).)*é");
  });
});

describe("appLinkAddresses", () => {
  it("is undefined without an app or without links", () => {
    expect(appLinkAddresses(undefined, [{ code: "en" }])).toBeUndefined();
    expect(appLinkAddresses({ ios, links: [], exclude: [] }, [{ code: "en" }])).toBeUndefined();
  });

  it("takes what either phone takes, for the phones the site names", () => {
    const both = shows({ ios, android, links: ["/g/*/join"], exclude: [] });
    expect(both("/g/1/2/join")).toBe(true);
    const androidOnly = shows({ android, links: ["/g/*/join"], exclude: [] });
    expect(androidOnly("/g/1/join")).toBe(true);
    expect(androidOnly("/g/1/2/join")).toBe(false);
  });

  it("leaves out what app.exclude keeps in the browser", () => {
    const opens = shows({ ios, android, links: ["/invite/*"], exclude: ["/invite/help"] });
    expect(opens("/invite/abc")).toBe(true);
    expect(opens("/invite/help")).toBe(false);
    expect(opens("/invite/helpful")).toBe(true);
  });

  it("leaves out the site's own files, and a language's folder itself", () => {
    const opens = shows({ ios, links: ["/*"], exclude: [] }, ["en", "de", "pt-BR"]);
    expect(opens("/invite/abc")).toBe(true);
    expect(opens("/deutsch")).toBe(true);
    for (const path of ["/de", "/x.md", "/x.data", "/assets/x.js", "/de/x.md", "/de/de/x"]) {
      expect(opens(path), path).toBe(false);
    }
  });
});

describe("appLinkFolder", () => {
  const addresses = (links: string[], exclude: string[] = []) =>
    new RegExp(
      appLinkAddresses({ ios, android, links, exclude }, [
        { code: "en" },
        { code: "de" },
        { code: "pt-BR" },
      ]) ?? "",
    );

  it("names the folder of the language an address is in, and none in the first", () => {
    const invite = addresses(["/invite/*"], ["/invite/help"]);
    expect(appLinkFolder(invite, "/invite/abc")).toBe("");
    expect(appLinkFolder(invite, "/de/invite/abc")).toBe("de/");
    expect(appLinkFolder(invite, "/pt-BR/invite/abc")).toBe("pt-BR/");
  });

  it("reads the path after the folder as the first language's", () => {
    const invite = addresses(["/invite/*"], ["/invite/help"]);
    for (const path of ["/de/invite/help", "/de/invite", "/fr/invite/abc", "/dex/invite/abc"]) {
      expect(appLinkFolder(invite, path), path).toBeUndefined();
    }
    const everything = addresses(["/*"]);
    expect(appLinkFolder(everything, "/de/x")).toBe("de/");
    expect(appLinkFolder(everything, "/dex")).toBe("");
    expect(appLinkFolder(everything, "/de/")).toBe("de/");
  });
});
