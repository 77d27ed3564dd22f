import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import {
  FORCED_COLOR_MODE_ATTRIBUTE,
  IMAGE_PRELOADS_ID,
  PRE_PAINT_SCRIPT,
} from "./pre-paint-script.ts";

interface Setup {
  stored?: string | null | Error;
  systemDark?: boolean;
  forced?: string;
  matchMedia?: boolean;
  /** The text of the page's `#image-preloads` block, if it has one. */
  preloads?: string;
}

/** Runs the script against a minimal document and reports what it changed. */
function run({ stored = null, systemDark = false, forced, matchMedia = true, preloads }: Setup) {
  const classes = new Set<string>(["light"]);
  const style: Record<string, string> = {};
  const prepended: Array<{ name: string; content: string }> = [];
  const appended: Array<Record<string, string>> = [];
  const document = {
    documentElement: {
      classList: {
        add: (name: string) => classes.add(name),
        remove: (...names: string[]) => {
          for (const name of names) classes.delete(name);
        },
      },
      style,
      getAttribute: (name: string) =>
        name === FORCED_COLOR_MODE_ATTRIBUTE ? (forced ?? null) : null,
    },
    createElement: (tag: string) => (tag === "meta" ? { name: "", content: "" } : {}),
    getElementById: (id: string) =>
      id === IMAGE_PRELOADS_ID && preloads !== undefined ? { textContent: preloads } : null,
    head: {
      prepend: (meta: { name: string; content: string }) => prepended.push({ ...meta }),
      append: (link: Record<string, string>) => appended.push({ ...link }),
    },
    addEventListener: () => {},
  };
  // Only the SPEC's key and the system's dark query answer: any other name finds nothing.
  const localStorage = {
    getItem: (key: string) => {
      if (key !== "color-mode") return null;
      if (stored instanceof Error) throw stored;
      return stored;
    },
  };
  const window: Record<string, unknown> = { addEventListener: () => {} };
  const context: Record<string, unknown> = { document, localStorage, window, AbortController };
  if (matchMedia) {
    const match = (query: string) => ({
      matches: query === "(prefers-color-scheme: dark)" && systemDark,
    });
    window.matchMedia = match;
    context.matchMedia = match;
  }
  runInNewContext(PRE_PAINT_SCRIPT, context);
  return {
    classes: [...classes],
    colorScheme: style.colorScheme,
    themeColor: prepended,
    ...(appended.length > 0 ? { preloaded: appended } : {}),
  };
}

const PRELOADS = JSON.stringify({
  light: { srcset: "/assets/images/a-light-320.x.avif 320w", sizes: "18rem", type: "image/avif" },
  dark: { srcset: "/assets/images/a-dark-320.x.avif 320w", sizes: "18rem", type: "image/avif" },
});

describe("the pre-paint script", () => {
  it("follows the system when nothing is stored", () => {
    expect(run({ systemDark: true })).toEqual({
      classes: ["dark"],
      colorScheme: "dark",
      themeColor: [{ name: "theme-color", content: "#030712" }],
    });
    expect(run({ systemDark: false }).classes).toEqual(["light"]);
  });

  it("uses a stored light or dark preference", () => {
    expect(run({ stored: "dark", systemDark: false }).classes).toEqual(["dark"]);
    expect(run({ stored: "light", systemDark: true }).colorScheme).toBe("light");
  });

  it("treats unknown values and storage errors as system", () => {
    expect(run({ stored: "purple", systemDark: true }).classes).toEqual(["dark"]);
    expect(run({ stored: new Error("SecurityError"), systemDark: true }).classes).toEqual(["dark"]);
  });

  it("lets a forced mode win", () => {
    expect(run({ stored: "light", forced: "dark" }).classes).toEqual(["dark"]);
    expect(run({ stored: "dark", systemDark: true, forced: "light" }).themeColor).toEqual([
      { name: "theme-color", content: "#ffffff" },
    ]);
  });

  it("falls back to light where matchMedia is missing", () => {
    expect(run({ matchMedia: false }).classes).toEqual(["light"]);
  });

  it("preloads the page's main image of the mode it decided, and nothing without a block", () => {
    expect(run({ stored: "dark", systemDark: false, preloads: PRELOADS }).preloaded).toEqual([
      {
        rel: "preload",
        as: "image",
        type: "image/avif",
        imageSrcset: "/assets/images/a-dark-320.x.avif 320w",
        imageSizes: "18rem",
        fetchPriority: "high",
      },
    ]);
    expect(run({ forced: "light", systemDark: true, preloads: PRELOADS }).preloaded).toEqual([
      expect.objectContaining({ imageSrcset: "/assets/images/a-light-320.x.avif 320w" }),
    ]);
    expect(run({ systemDark: true })).not.toHaveProperty("preloaded");
  });

  it("preloads nothing, and still sets the mode, when the block is malformed", () => {
    for (const preloads of ["not json", "{}", '{"dark":null}']) {
      expect(run({ systemDark: true, preloads })).toEqual({
        classes: ["dark"],
        colorScheme: "dark",
        themeColor: [{ name: "theme-color", content: "#030712" }],
      });
    }
  });
});
