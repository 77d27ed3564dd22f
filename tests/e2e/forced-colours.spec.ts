import { expect, type Locator, type Page, test } from "@playwright/test";
import { CONTROL_CONTRAST, contrastRatio, type Rgb } from "./support/contrast.ts";
import { ANDROID_CHROME, waitForHydration } from "./support/site.ts";

/**
 * In forced colours (a contrast theme, such as Windows' "Night sky"), the system sets the colours:
 * backgrounds become its canvas and borders its text colour. What shows a control's edge or
 * state must still show.
 */

/** A computed colour of forced colours (a system colour, as `rgb()`), over `under` when translucent. */
function systemColour(computed: string, under: Rgb = [255, 255, 255]): Rgb {
  const match = /^rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)$/.exec(computed);
  if (!match) throw new Error(`${computed} is not a colour of forced colours`);
  const alpha = Number(match[4] ?? 1);
  return [1, 2, 3].map(
    (at, index) => alpha * Number(match[at]) + (1 - alpha) * (under[index] ?? 0),
  );
}

/** The colours of an element's background and border, and of the page's. */
function coloursOf(element: Locator) {
  return element.evaluate((target) => ({
    canvas: getComputedStyle(document.body).backgroundColor,
    background: getComputedStyle(target).backgroundColor,
    border: getComputedStyle(target).borderTopColor,
    borderWidth: getComputedStyle(target).borderTopWidth,
  }));
}

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`on a ${colorScheme} contrast theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme, forcedColors: "active" });
    });

    test("the colour switch's checked choice stands out from the others", async ({ page }) => {
      await page.goto("/PrivacyPolicy");
      await waitForHydration(page);
      const group = page.getByRole("group", { name: "Colour mode" });
      for (const name of ["Dark", "Light", "System"] as const) {
        await group.getByTitle(name).click();
        await expect(group.getByRole("radio", { name })).toBeChecked();
        for (const option of await group.locator("label").all()) {
          const colours = await coloursOf(option);
          const canvas = systemColour(colours.canvas);
          const contrast = contrastRatio(systemColour(colours.background, canvas), canvas);
          if ((await option.getAttribute("title")) === name) {
            expect(contrast).toBeGreaterThanOrEqual(CONTROL_CONTRAST);
          } else {
            expect(contrast).toBe(1);
          }
        }
      }
    });

    for (const [path, names] of [
      ["/", ["Download on the App Store", "Get it on Google Play"]],
      ["/no-such-page", ["Go to the home page"]],
    ] as const) {
      test(`the calls to action on ${path} show their edges`, async ({ page }) => {
        await page.goto(path);
        for (const name of names) await expectEdges(page, name);
      });
    }

    test.describe("on Android", () => {
      test.use({ userAgent: ANDROID_CHROME });

      test("the app-link page's link to the app shows its edges", async ({ page }) => {
        await page.goto("/invite/8Hq2-x");
        await expectEdges(page, "Open in Tally");
      });
    });
  });
}

/** A link drawn as a button keeps a border that stands out from the page on a contrast theme. */
async function expectEdges(page: Page, name: string) {
  const colours = await coloursOf(page.getByRole("link", { name }));
  expect(colours.borderWidth).toBe("1px");
  expect(
    contrastRatio(systemColour(colours.border), systemColour(colours.canvas)),
  ).toBeGreaterThanOrEqual(CONTROL_CONTRAST);
}
