import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { FIXTURE_URL, LANGUAGES_URL } from "../../harness/servers.ts";
import { CONTROL_CONTRAST, contrastRatio, type Rgb } from "./support/contrast.ts";
import { ANDROID_CHROME, waitForHydration } from "./support/site.ts";

/**
 * Every control a keyboard reaches shows where the focus is (WCAG 2.2, 2.4.7 Focus Visible), and
 * a ring the site draws stands out from what is around it (1.4.11 Non-text Contrast): read from
 * the screen, in each colour mode, so that a ring in the colour of the background behind it fails
 * wherever that background comes from (a gradient, a panel, the page).
 */

const PAGES = [
  { path: "/" },
  { path: "/PrivacyPolicy" },
  // The offer of the visitor's language, with its link and its close button.
  { path: "/PrivacyPolicy", locale: "de-DE" },
  { path: "/PrivacyPolicy/2026-05-01" },
  { path: "/TermsConditions/2027-01-15" },
  { path: "/WhatsNew" },
  { path: "/Support" },
  { path: "/no-such-page" },
  // A code block wider than the page, which scrolls and so takes the focus.
  { path: `${FIXTURE_URL}/Long-Read` },
  // Right to left.
  { path: `${LANGUAGES_URL}/ar/PrivacyPolicy` },
  { path: "/invite/8Hq2-x", userAgent: ANDROID_CHROME },
];

/** The focused element's ring, as the page styles it, and where it is on the screen. */
interface Ring {
  name: string;
  style: string;
  width: number;
  /** The ring's outer and inner top edge, and its middle across, in the viewport (CSS px). */
  outerTop: number;
  innerTop: number;
  x: number;
}

/**
 * The ring of the element that has the focus: its own outline, or, for a control hidden inside
 * the label that draws it (the colour-mode switch's radios), the label's. Scrolled into the
 * screen's upper part, so that nothing fixed to its edges covers the ring's top.
 */
function focusedRing(page: Page): Promise<Ring | undefined> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    // The walk ends where the focus leaves the page or comes back to a control it has been on.
    const walk = window as unknown as { walked?: WeakSet<Element> };
    walk.walked ??= new WeakSet();
    if (!(focused instanceof HTMLElement) || focused === document.body) return undefined;
    if (walk.walked.has(focused)) return undefined;
    walk.walked.add(focused);
    const box = focused.getBoundingClientRect();
    const label = focused.closest("label");
    const drawn = (box.width <= 1 || box.height <= 1) && label ? label : focused;
    // Its top a third of the way down the screen: a table taller than the screen included.
    window.scrollBy(0, drawn.getBoundingClientRect().top - window.innerHeight / 3);
    const style = getComputedStyle(drawn);
    const rect = drawn.getBoundingClientRect();
    const width = Number.parseFloat(style.outlineWidth);
    const offset = Number.parseFloat(style.outlineOffset);
    const text = focused.getAttribute("aria-label") || drawn.title || drawn.textContent || "";
    return {
      name: `${focused.tagName.toLowerCase()} "${text.trim().slice(0, 40)}"`,
      // A control hidden with nothing drawing it shows no focus, whatever its outline.
      style: rect.width <= 1 || rect.height <= 1 ? "hidden" : style.outlineStyle,
      width,
      outerTop: rect.top - offset - width,
      innerTop: rect.top - offset,
      x: Math.round(rect.left + rect.width / 2),
    };
  });
}

/** The pixels of one column of the screen, from `top` down, `height` of them. */
async function column(page: Page, x: number, top: number, height: number): Promise<Rgb[]> {
  const shot = await page.screenshot({ clip: { x, y: top, width: 1, height } });
  const { data, info } = await sharp(shot)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // A device pixel ratio above 1 gives more rows: each is still one pixel of the column.
  return Array.from({ length: info.height }, (_, row) =>
    Array.from(data.subarray(row * info.width * 3, row * info.width * 3 + 3)),
  );
}

/** Tabs from the start of the page to its end, and names each control whose focus does not show. */
async function unseenFocus(page: Page): Promise<string[]> {
  const problems: string[] = [];
  let reached = 0;
  for (let step = 0; step < 120; step += 1) {
    await page.keyboard.press("Tab");
    const ring = await focusedRing(page);
    if (!ring) break;
    reached += 1;
    // Chromium's own ring (`auto`) is drawn in two colours, one of which stands out on any page.
    if (ring.style === "auto") continue;
    if (ring.style === "none" || ring.style === "hidden" || ring.width < 2) {
      problems.push(`${ring.name}: outline ${ring.style} ${ring.width}px`);
      continue;
    }
    // From three pixels outside the ring to its inner edge: the ring's most distinct pixel
    // against what is beside it.
    const top = Math.floor(ring.outerTop) - 3;
    const pixels = await column(page, ring.x, top, Math.ceil(ring.innerTop) - top);
    const [outside = [], ...band] = pixels;
    const contrast = Math.max(...band.map((pixel) => contrastRatio(pixel, outside)));
    if (contrast < CONTROL_CONTRAST) {
      problems.push(`${ring.name}: ring ${contrast.toFixed(2)}:1 against rgb(${outside.join()})`);
    }
  }
  expect(reached, "controls reached by the keyboard").toBeGreaterThan(2);
  return problems;
}

for (const { path, locale, userAgent } of PAGES) {
  test.describe(`${path}${locale ? ` (${locale})` : ""}`, () => {
    test.use({ ...(locale && { locale }), ...(userAgent && { userAgent }) });

    for (const colorScheme of ["light", "dark"] as const) {
      test(`shows where the focus is, in ${colorScheme} mode`, async ({ page }) => {
        await page.emulateMedia({ colorScheme });
        await page.goto(path);
        await waitForHydration(page);
        await expect(page.locator("html")).toContainClass(colorScheme);
        expect(await unseenFocus(page)).toEqual([]);
      });
    }
  });
}
