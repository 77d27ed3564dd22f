import { expect, type Page, test } from "@playwright/test";
import { contrastRatio, TEXT_CONTRAST } from "./support/contrast.ts";
import { PAGES, waitForHydration } from "./support/site.ts";

const PATHS = [...PAGES.map((page) => page.path), "/no-such-page", "/de/PrivacyPolicy"];

/** How a visitor comes to see a page in each colour mode. */
const MODES = [
  { name: "light", colorScheme: "light", stored: undefined },
  { name: "dark, as the system's", colorScheme: "dark", stored: undefined },
  { name: "dark, as the visitor chose", colorScheme: "light", stored: "dark" },
] as const;

/**
 * The text of the page, as printed, whose contrast with what it is printed on is below WCAG's
 * for text: each element with text of its own, its colour against white paper, or against its
 * own background where it or a parent asks for backgrounds to be printed
 * (`print-color-adjust: exact`). Browsers print no other background unless the reader asks.
 */
async function faintPrintedText(page: Page) {
  const texts = await page.evaluate(() => {
    const canvas = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
    if (!canvas) throw new Error("No canvas to read colours with");
    /** A colour as painted over `under` (itself over white paper), in sRGB. */
    const painted = (color: string, under = "#fff") => {
      for (const layer of ["#fff", under, color]) {
        canvas.fillStyle = layer;
        canvas.fillRect(0, 0, 1, 1);
      }
      return [...canvas.getImageData(0, 0, 1, 1).data].slice(0, 3);
    };
    const printedBackground = (element: Element) => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.printColorAdjust === "exact" && style.backgroundColor !== "rgba(0, 0, 0, 0)") {
          return style.backgroundColor;
        }
      }
      return undefined;
    };
    return [...document.body.querySelectorAll("*")]
      .filter(
        (element) =>
          element.checkVisibility({ visibilityProperty: true }) &&
          // Text clipped away, for screen readers only, is not printed to be read.
          !element.closest(".sr-only") &&
          [...element.childNodes].some(
            (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
          ),
      )
      .map((element) => {
        const background = printedBackground(element);
        return {
          text: element.textContent?.trim().slice(0, 40) ?? "",
          colour: painted(getComputedStyle(element).color, background),
          paper: painted(background ?? "#fff"),
        };
      });
  });
  return texts.flatMap(({ text, colour, paper }) => {
    const contrast = contrastRatio(colour, paper);
    return contrast < TEXT_CONTRAST ? [`${text}: ${contrast.toFixed(2)}`] : [];
  });
}

/** The images shown, by the address each was loaded from. */
function shownImages(page: Page) {
  return page.evaluate(() =>
    [...document.images]
      .filter((image) => image.checkVisibility())
      .map((image) => new URL(image.currentSrc || image.src).pathname),
  );
}

test("a printed page leaves out the navigation and keeps the text", async ({ page }) => {
  await page.goto("/PrivacyPolicy");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(page.getByRole("navigation", { name: "On this page" })).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Footer" })).toBeHidden();
  await expect(page.getByRole("group", { name: "Colour mode" })).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

/** Each link of the page's text as printed: its address, and its text with what print adds. */
function printedLinks(page: Page) {
  return page.locator(".prose a").evaluateAll((links) =>
    links.map((link) => {
      const after = getComputedStyle(link, "::after").content;
      return {
        href: link.getAttribute("href") ?? "",
        printed: `${link.textContent}${after === "none" ? "" : after.slice(1, -1)}`,
      };
    }),
  );
}

test("a printed link shows its address once, after its text unless the text is the address", async ({
  page,
}) => {
  await page.goto("/PrivacyPolicy");
  // Hydration would take out a link added before it.
  await waitForHydration(page);
  await page
    .locator(".prose")
    .first()
    .evaluate((text) => {
      const link = document.createElement("a");
      link.href = "https://example.org/regulator";
      link.textContent = "the regulator";
      text.append(link);
    });
  await page.emulateMedia({ media: "print" });
  const links = await printedLinks(page);
  const outside = links.filter(({ href }) => /^(?:https?:|mailto:)/.test(href));
  expect(outside.length).toBeGreaterThan(2);
  for (const { href, printed } of outside) {
    const address = href.replace(/^(?:https?:\/\/|mailto:)/, "");
    expect(printed.split(address).length - 1, printed).toBe(1);
  }
  expect(links.at(-1)?.printed).toBe("the regulator (https://example.org/regulator)");
  expect(links.find(({ href }) => href === "/TermsConditions")?.printed).toBe(
    "Terms and Conditions",
  );
});

/** A visitor's stored choice of colour mode, before the page's own scripts run. */
async function storeChoice(page: Page, stored: string) {
  await page.addInitScript((choice) => localStorage.setItem("color-mode", choice), stored);
}

for (const path of PATHS) {
  // The colour-mode script shows a change of the system's setting at once: one load serves both.
  test(`${path} prints dark text on white paper, seen in a light and then a dark system setting`, async ({
    page,
  }) => {
    await page.goto(path);
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ media: "screen", colorScheme });
      await expect(page.locator("html")).toHaveClass(colorScheme);
      await page.emulateMedia({ media: "print" });
      expect(await faintPrintedText(page), colorScheme).toEqual([]);
    }
  });
}

test.describe("a page seen in dark mode, as the visitor chose", () => {
  test.beforeEach(({ page }) => storeChoice(page, "dark"));

  for (const path of PATHS) {
    test(`${path} prints dark text on white paper`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("html")).toHaveClass("dark");
      await page.emulateMedia({ media: "print" });
      expect(await faintPrintedText(page)).toEqual([]);
    });
  }
});

for (const mode of MODES) {
  test.describe(`a page seen in ${mode.name} mode`, () => {
    test.use({ colorScheme: mode.colorScheme });
    test.beforeEach(async ({ page }) => {
      if (mode.stored) await storeChoice(page, mode.stored);
    });

    test("the home page prints the images the visitor saw", async ({ page }) => {
      await page.goto("/");
      await page.waitForLoadState("networkidle");
      const onScreen = await shownImages(page);
      expect(onScreen.length).toBeGreaterThan(0);
      await page.emulateMedia({ media: "print" });
      expect(await shownImages(page)).toEqual(onScreen);
    });
  });
}

test("the check names light text, and a background that does not print", async ({ page }) => {
  await page.goto("/PrivacyPolicy");
  // Hydration would take out elements added before it.
  await waitForHydration(page);
  await page.evaluate(() => {
    const main = document.querySelector("main");
    const faint = document.createElement("p");
    faint.textContent = "Faint text";
    faint.style.color = "oklch(0.87 0 0)";
    const onGreen = document.createElement("p");
    onGreen.textContent = "White on green";
    onGreen.style.cssText = "color: white; background: green";
    const printedGreen = document.createElement("p");
    printedGreen.textContent = "White on printed green";
    printedGreen.style.cssText = "color: white; background: green; print-color-adjust: exact";
    main?.append(faint, onGreen, printedGreen);
  });
  await page.emulateMedia({ media: "print" });
  expect(await faintPrintedText(page)).toEqual([
    expect.stringMatching(/^Faint text: 1\.4\d$/),
    "White on green: 1.00",
  ]);
});
