import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { collectProblems, PAGES, waitForHydration } from "./support/site.ts";

// Tailwind's gray-950, as Chromium reports it.
const DARK_BACKGROUND = "oklch(0.13 0.028 261.692)";
const LIGHT_BACKGROUND = "rgb(255, 255, 255)";

function colorSwitch(page: Page) {
  return page.getByRole("group", { name: "Colour mode" });
}

/** Clicks a choice of the switch, as a visitor does (the radio buttons themselves are hidden). */
async function choose(page: Page, name: "Light" | "Dark" | "System") {
  await colorSwitch(page).getByTitle(name).click();
  await expect(colorSwitch(page).getByRole("radio", { name })).toBeChecked();
}

async function shownMode(page: Page) {
  return page.evaluate(() => ({
    dark: document.documentElement.classList.contains("dark"),
    colorScheme: document.documentElement.style.colorScheme,
    background: getComputedStyle(document.body).backgroundColor,
    // The colour the browser uses: the first theme-color whose media query matches.
    themeColor: [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')]
      .find((meta) => !meta.media || matchMedia(meta.media).matches)
      ?.getAttribute("content"),
  }));
}

function expectMode(mode: Awaited<ReturnType<typeof shownMode>>, expected: "light" | "dark") {
  expect(mode.dark).toBe(expected === "dark");
  expect(mode.colorScheme).toBe(expected);
  expect(mode.background).toBe(expected === "dark" ? DARK_BACKGROUND : LIGHT_BACKGROUND);
  expect(mode.themeColor).toBe(expected === "dark" ? "#030712" : "#ffffff");
}

async function storePreference(context: BrowserContext, value: string) {
  await context.addInitScript((stored) => {
    if (!sessionStorage.getItem("seeded")) {
      localStorage.setItem("color-mode", stored);
      sessionStorage.setItem("seeded", "1");
    }
  }, value);
}

test.describe("system preference (the default)", () => {
  for (const colorScheme of ["light", "dark"] as const) {
    test(`follows a ${colorScheme} system setting`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto("/");
      await waitForHydration(page);
      expectMode(await shownMode(page), colorScheme);
      await expect(colorSwitch(page).getByRole("radio", { name: "System" })).toBeChecked();
    });
  }

  test("follows the system setting live when it changes", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/PrivacyPolicy");
    await waitForHydration(page);
    await page.emulateMedia({ colorScheme: "dark" });
    await expect.poll(async () => (await shownMode(page)).dark).toBe(true);
    expectMode(await shownMode(page), "dark");
    await page.emulateMedia({ colorScheme: "light" });
    await expect.poll(async () => (await shownMode(page)).dark).toBe(false);
  });
});

test("the switch offers light, dark and system, saves the choice and keeps it", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  await waitForHydration(page);
  const radios = colorSwitch(page).getByRole("radio");
  await expect(radios).toHaveCount(3);

  await choose(page, "Dark");
  expectMode(await shownMode(page), "dark");
  expect(await page.evaluate(() => localStorage.getItem("color-mode"))).toBe("dark");

  await page.reload();
  await waitForHydration(page);
  expectMode(await shownMode(page), "dark");
  await expect(colorSwitch(page).getByRole("radio", { name: "Dark" })).toBeChecked();

  await choose(page, "Light");
  expectMode(await shownMode(page), "light");
  await page.emulateMedia({ colorScheme: "dark" });
  expectMode(await shownMode(page), "light");

  await choose(page, "System");
  expect(await page.evaluate(() => localStorage.getItem("color-mode"))).toBe("system");
  expectMode(await shownMode(page), "dark");
});

test("the switch works with the keyboard", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  await waitForHydration(page);
  await colorSwitch(page).getByRole("radio", { name: "System" }).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(colorSwitch(page).getByRole("radio", { name: "Dark" })).toBeChecked();
  await expect(colorSwitch(page).getByRole("radio", { name: "Dark" })).toBeFocused();
  expectMode(await shownMode(page), "dark");
  await page.keyboard.press("ArrowLeft");
  await expect(colorSwitch(page).getByRole("radio", { name: "Light" })).toBeChecked();
  expectMode(await shownMode(page), "light");
});

test.describe("no flash of the wrong mode", () => {
  for (const path of [...PAGES.map((page) => page.path), "/no-such-page"]) {
    test(`${path} is dark before any of the app's code runs, for a stored dark preference`, async ({
      page,
      context,
    }) => {
      await page.emulateMedia({ colorScheme: "light" });
      await storePreference(context, "dark");
      // Only the inline pre-paint script can act: every script file is refused.
      await page.route("**/assets/*.js", (route) => route.abort());
      await page.goto(path, { waitUntil: "domcontentloaded" });
      expectMode(await shownMode(page), "dark");
    });
  }

  test("every frame is dark, from the first one painted", async ({ page, context }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await storePreference(context, "dark");
    // Read in animation frames, which run just before each frame is painted, until the body shows.
    await context.addInitScript(() => {
      type Frame = { scheme: string; background: string | null };
      const frames: Frame[] = [];
      (window as Window & { paintedFrames?: Frame[] }).paintedFrames = frames;
      const read = () => {
        frames.push({
          scheme: getComputedStyle(document.documentElement).colorScheme,
          background: document.body && getComputedStyle(document.body).backgroundColor,
        });
        if (!document.body) requestAnimationFrame(read);
      };
      requestAnimationFrame(read);
    });
    await page.goto("/TermsConditions");
    // The load can come before the first frame: the frames are read once one has shown the body.
    const painted = await page.waitForFunction(() => {
      const { paintedFrames } = window as Window & {
        paintedFrames?: Array<{ scheme: string; background: string | null }>;
      };
      return paintedFrames?.at(-1)?.background ? paintedFrames : undefined;
    });
    const frames = (await painted.jsonValue()) ?? [];
    for (const frame of frames) expect(frame.scheme).toBe("dark");
    expect(frames.at(-1)?.background).toBe(DARK_BACKGROUND);
  });
});

test.describe("storage that misbehaves", () => {
  test("an unknown stored value means system", async ({ page, context }) => {
    const problems = collectProblems(page);
    await page.emulateMedia({ colorScheme: "dark" });
    await storePreference(context, "purple");
    await page.goto("/");
    await waitForHydration(page);
    expectMode(await shownMode(page), "dark");
    await expect(colorSwitch(page).getByRole("radio", { name: "System" })).toBeChecked();
    expect(problems).toEqual([]);
  });

  test("storage that throws means system, and the switch still works on the page", async ({
    page,
    context,
  }) => {
    const problems = collectProblems(page);
    await context.addInitScript(() => {
      const refuse = () => {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      };
      const broken = { getItem: refuse, setItem: refuse, removeItem: refuse, clear: refuse };
      Object.defineProperty(window, "localStorage", { value: broken });
    });
    // A dark system: falling back to light (the default look) would show here.
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/PrivacyPolicy");
    await waitForHydration(page);
    expectMode(await shownMode(page), "dark");
    await expect(colorSwitch(page).getByRole("radio", { name: "System" })).toBeChecked();
    await choose(page, "Light");
    expectMode(await shownMode(page), "light");
    expect(problems).toEqual([]);
  });

  test("disabled storage (access itself throws) means system", async ({ page, context }) => {
    const problems = collectProblems(page);
    await context.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("Access is denied for this document.", "SecurityError");
        },
      });
    });
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await waitForHydration(page);
    expectMode(await shownMode(page), "dark");
    await choose(page, "Light");
    expectMode(await shownMode(page), "light");
    expect(problems).toEqual([]);
  });
});

test("a change in one tab shows in the other open tabs", async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  for (const page of [first, second]) {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/PrivacyPolicy");
    await waitForHydration(page);
  }
  await choose(first, "Dark");
  await expect.poll(async () => (await shownMode(second)).dark).toBe(true);
  await expect(colorSwitch(second).getByRole("radio", { name: "Dark" })).toBeChecked();

  await first.evaluate(() => localStorage.clear());
  await expect.poll(async () => (await shownMode(second)).dark).toBe(false);
  await expect(colorSwitch(second).getByRole("radio", { name: "System" })).toBeChecked();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const colorScheme of ["light", "dark"] as const) {
    test(`pages follow a ${colorScheme} system setting through CSS`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto("/");
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe(colorScheme === "dark" ? DARK_BACKGROUND : LIGHT_BACKGROUND);
      // A switch that cannot work is not offered.
      await expect(colorSwitch(page)).toBeHidden();
    });
  }
});

test("the primary colour is green and the greys are Tailwind's cool gray, in both modes", async ({
  page,
}) => {
  // Tailwind's palette: green-700 and green-400 (the primary action in each mode), gray-900.
  const expected = {
    light: "oklch(52.7% .154 150.069)",
    dark: "oklch(79.2% .209 151.711)",
    gray900: "oklch(21% .034 264.665)",
  };
  for (const mode of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: mode });
    await page.goto("/");
    const colors = await page.evaluate(
      ({ primary, gray }) => {
        // A colour as the browser computes it, to compare like with like.
        const computed = (color: string) => {
          const probe = document.createElement("div");
          probe.style.color = color;
          document.body.append(probe);
          const value = getComputedStyle(probe).color;
          probe.remove();
          return value;
        };
        const action = document.querySelector("main a.bg-action");
        const root = getComputedStyle(document.documentElement);
        return {
          action: action ? getComputedStyle(action).backgroundColor : "no primary action",
          primary: computed(primary),
          gray: computed(root.getPropertyValue("--color-gray-900")),
          cool: computed(gray),
        };
      },
      { primary: expected[mode], gray: expected.gray900 },
    );
    expect(colors.action, `the primary action in ${mode} mode`).toBe(colors.primary);
    expect(colors.gray, "gray-900").toBe(colors.cool);
  }
});
