import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { IMAGE_PRELOADS_ID } from "#contracts/page-ids.ts";
import {
  COLOR_MODE_STORE,
  type ColorModeStore,
  colorModeStore,
  FORCED_COLOR_MODE_ATTRIBUTE,
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

type Handler = (event: Record<string, unknown>) => void;

/** Runs the script against a minimal document; `page` lets a test act on it afterwards. */
function start({ stored = null, systemDark = false, forced, matchMedia = true, preloads }: Setup) {
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
    addEventListener: (type: string, handler: Handler) => handlers.set(`document:${type}`, handler),
    querySelector: () => null,
  };
  // Only the SPEC's key and the system's dark query answer: any other name finds nothing.
  const localStorage = {
    getItem: (key: string) => {
      if (key !== "color-mode") return null;
      if (page.stored instanceof Error) throw page.stored;
      return page.stored;
    },
    setItem: (key: string, value: string) => {
      if (page.stored instanceof Error) throw page.stored;
      if (key === "color-mode") page.writes.push(value);
      page.stored = value;
    },
  };
  const handlers = new Map<string, Handler>();
  const page = { stored, writes: [] as string[], handlers };
  const window: Record<string, unknown> = {
    addEventListener: (type: string, handler: Handler) => handlers.set(`window:${type}`, handler),
  };
  const context: Record<string, unknown> = { document, localStorage, window, AbortController };
  if (matchMedia) {
    const match = (query: string) => ({
      matches: query === "(prefers-color-scheme: dark)" && systemDark,
    });
    window.matchMedia = match;
    context.matchMedia = match;
  }
  runInNewContext(PRE_PAINT_SCRIPT, context);
  const shown = () => ({
    classes: [...classes],
    colorScheme: style.colorScheme,
    themeColor: prepended,
    ...(appended.length > 0 ? { preloaded: appended } : {}),
  });
  return { page, window, shown, store: window[COLOR_MODE_STORE] as ColorModeStore };
}

/** Runs the script and reports what it changed before the first paint. */
const run = (setup: Setup) => start(setup).shown();

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

describe("the colour-mode store the script leaves for the app", () => {
  it("shows, stores and announces a choice, once", () => {
    const { page, shown, store } = start({ systemDark: false });
    const heard: string[] = [];
    store.subscribe(() => heard.push(store.preference()));
    store.choose("dark");
    store.choose("dark");
    expect(shown().classes).toEqual(["dark"]);
    expect(page.writes).toEqual(["dark"]);
    expect(heard).toEqual(["dark"]);
  });

  it("takes a choice from the switch's radio buttons, with or without the app", () => {
    const { page, shown, store } = start({});
    page.handlers.get("document:change")?.({ target: { name: "color-mode", value: "dark" } });
    page.handlers.get("document:change")?.({ target: { name: "other", value: "light" } });
    expect(store.preference()).toBe("dark");
    expect(shown().classes).toEqual(["dark"]);
  });

  it("keeps a choice for the page where storage refuses it", () => {
    const { shown, store } = start({ stored: new Error("SecurityError"), systemDark: true });
    store.choose("light");
    expect(store.preference()).toBe("light");
    expect(shown().classes).toEqual(["light"]);
  });

  it("follows a choice made in another tab, and a storage cleared there, without writing it back", () => {
    const { page, shown, store } = start({ stored: "light", systemDark: true });
    const storage = page.handlers.get("window:storage");
    storage?.({ key: "other", newValue: "dark" });
    expect(store.preference()).toBe("light");
    storage?.({ key: "color-mode", newValue: "dark" });
    expect(store.preference()).toBe("dark");
    storage?.({ key: null, newValue: null });
    expect(store.preference()).toBe("system");
    expect(shown().classes).toEqual(["dark"]);
    expect(page.writes).toEqual([]);
  });

  it("shows a page's forced mode when asked, and the choice again after it", () => {
    const { shown, store } = start({ stored: "light" });
    const heard: string[] = [];
    store.subscribe(() => heard.push("changed"));
    store.force("dark");
    expect(shown().classes).toEqual(["dark"]);
    store.force(undefined);
    expect(shown().classes).toEqual(["light"]);
    expect(heard).toHaveLength(2);
  });

  it("is what the app reads and changes", () => {
    const { window, store } = start({ stored: "dark" });
    const global = globalThis as { window?: unknown };
    global.window = window;
    try {
      expect(colorModeStore()).toBe(store);
      colorModeStore()?.choose("light");
      expect(store.preference()).toBe("light");
    } finally {
      delete global.window;
    }
  });
});
