import { describe, expect, it } from "vitest";
import { androidIntent, inLanguageFolder, withAppArgument } from "./open-in-app.ts";

const ANDROID =
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const FIREFOX_ANDROID = "Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const DESKTOP =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

describe("withAppArgument", () => {
  it("adds the address, a comma percent-encoded so that it does not end the argument", () => {
    expect(withAppArgument("app-id=1234567890", "https://tally.example.com/invite/a,b?x=1#y")).toBe(
      "app-id=1234567890, app-argument=https://tally.example.com/invite/a%2Cb?x=1#y",
    );
  });
});

describe("androidIntent", () => {
  it("opens the app's package at the address, its query kept and its fragment left out", () => {
    for (const agent of [ANDROID, FIREFOX_ANDROID]) {
      expect(
        androidIntent(
          "https://tally.example.com/invite/8Hq2-x?from=share#top",
          "com.example.tally",
          agent,
        ),
      ).toBe(
        "intent://tally.example.com/invite/8Hq2-x?from=share#Intent;scheme=https;package=com.example.tally;end",
      );
    }
  });

  it("keeps the port and the scheme of the address", () => {
    expect(
      androidIntent("http://localhost:8080/legal/invite/x", "com.example.tally", ANDROID),
    ).toBe(
      "intent://localhost:8080/legal/invite/x#Intent;scheme=http;package=com.example.tally;end",
    );
  });

  it("gives nothing on other systems", () => {
    for (const agent of [IPHONE, DESKTOP, ""]) {
      expect(androidIntent("https://tally.example.com/invite/x", "com.example.tally", agent)).toBe(
        undefined,
      );
    }
  });
});

describe("inLanguageFolder", () => {
  const folders = [
    ["en", "/legal/"],
    ["de", "/legal/de/"],
  ] as const;

  it("moves an address to the first language's folder, which the app knows", () => {
    expect(inLanguageFolder("https://a.example/legal/de/invite/x?y=1#z", folders, "de")).toBe(
      "https://a.example/legal/invite/x?y=1#z",
    );
    expect(inLanguageFolder("https://a.example/legal/invite/x", folders, "en")).toBe(
      "https://a.example/legal/invite/x",
    );
  });

  it("moves an address to another language's folder", () => {
    expect(inLanguageFolder("https://a.example/legal/invite/x", folders, "en", "de")).toBe(
      "https://a.example/legal/de/invite/x",
    );
    expect(inLanguageFolder("https://a.example/legal/de/invite/x", folders, "de", "de")).toBe(
      "https://a.example/legal/de/invite/x",
    );
  });

  it("keeps an address outside the shown language's folder, or for a language it lacks", () => {
    expect(inLanguageFolder("https://a.example/other/x", folders, "en", "de")).toBe(
      "https://a.example/other/x",
    );
    expect(inLanguageFolder("https://a.example/legal/invite/x", folders, "en", "fr")).toBe(
      "https://a.example/legal/invite/x",
    );
  });
});
