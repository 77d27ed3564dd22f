import { expect, type Page, test } from "@playwright/test";
import { FIXTURE_URL } from "../../harness/servers.ts";
import { collectProblems, waitForHydration } from "./support/site.ts";

// SPEC §4: the switch works from the first paint, run by the script inside the HTML, which owns
// the colour mode; the app, once hydrated, shows what that script holds.
const SCRIPTS = "**/assets/*.js";

const colorSwitch = (page: Page) => page.getByRole("group", { name: "Colour mode" });

/** The mode the page shows, and what is stored. */
const state = (page: Page) =>
  page.evaluate(() => ({
    mode: document.documentElement.classList.contains("dark") ? "dark" : "light",
    colorScheme: document.documentElement.style.colorScheme,
    stored: localStorage.getItem("color-mode"),
  }));

/** Holds every script file until `release` is called. */
async function delayScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(SCRIPTS, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Counts the page's writes of the colour-mode key, and records every mode <html> shows. */
async function recordWritesAndModes(page: Page) {
  await page.addInitScript(() => {
    const record = window as Window & { colorModeWrites?: string[]; modesShown?: string[] };
    record.colorModeWrites = [];
    record.modesShown = [];
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === "color-mode") record.colorModeWrites?.push(value);
      setItem.call(this, key, value);
    };
    // The script runs before <html> exists: it watches the whole document.
    new MutationObserver(() => {
      const classList = document.documentElement?.classList;
      const mode = classList?.contains("dark")
        ? "dark"
        : classList?.contains("light")
          ? "light"
          : "";
      if (record.modesShown?.at(-1) !== mode) record.modesShown?.push(mode);
    }).observe(document, { attributes: true, attributeFilter: ["class"], subtree: true });
  });
}

const writesAndModes = (page: Page) =>
  page.evaluate(() => {
    const record = window as Window & { colorModeWrites?: string[]; modesShown?: string[] };
    return { writes: record.colorModeWrites, modes: record.modesShown };
  });

test("with every script file refused, a click on Dark darkens the page, stores it, and the next page opens dark", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.route(SCRIPTS, (route) => route.abort());
  await page.goto("/PrivacyPolicy");
  await expect(colorSwitch(page).getByRole("radio", { name: "System" })).toBeChecked();
  await colorSwitch(page).getByTitle("Dark").click();
  expect(await state(page)).toEqual({ mode: "dark", colorScheme: "dark", stored: "dark" });
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    "oklch(0.13 0.028 261.692)",
  );
  // Without the app, the link loads the next document.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Terms" }).click();
  await expect(page).toHaveURL(/\/TermsConditions$/);
  expect(await state(page)).toEqual({ mode: "dark", colorScheme: "dark", stored: "dark" });
  await expect(colorSwitch(page).getByRole("radio", { name: "Dark" })).toBeChecked();
});

test("with every script file refused, the arrow keys choose a mode", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.route(SCRIPTS, (route) => route.abort());
  await page.goto("/");
  await colorSwitch(page).getByRole("radio", { name: "System" }).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(colorSwitch(page).getByRole("radio", { name: "Dark" })).toBeChecked();
  expect(await state(page)).toEqual({ mode: "dark", colorScheme: "dark", stored: "dark" });
  await page.keyboard.press("ArrowLeft");
  await expect(colorSwitch(page).getByRole("radio", { name: "Light" })).toBeChecked();
  expect(await state(page)).toEqual({ mode: "light", colorScheme: "light", stored: "light" });
});

test("with every script file refused, a choice reaches the other open tabs", async ({
  context,
}) => {
  await context.route(SCRIPTS, (route) => route.abort());
  const [first, second] = [await context.newPage(), await context.newPage()];
  for (const page of [first, second]) {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/TermsConditions");
  }
  await colorSwitch(first).getByTitle("Dark").click();
  await expect
    .poll(() => state(second))
    .toEqual({ mode: "dark", colorScheme: "dark", stored: "dark" });
  await expect(colorSwitch(second).getByRole("radio", { name: "Dark" })).toBeChecked();
});

test("a stored choice is the checked one once the page is parsed, before any script runs", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("color-mode", "light"));
  await page.route(SCRIPTS, (route) => route.abort());
  await page.goto("/Support", { waitUntil: "domcontentloaded" });
  await expect(colorSwitch(page).getByRole("radio", { name: "Light" })).toBeChecked();
  expect((await state(page)).mode).toBe("light");
});

test("a choice made while the app's script is delayed survives hydration: no revert, one stored write, no warning", async ({
  page,
}) => {
  const problems = collectProblems(page);
  await page.emulateMedia({ colorScheme: "light" });
  await recordWritesAndModes(page);
  const release = await delayScripts(page);
  await page.goto("/PrivacyPolicy", { waitUntil: "domcontentloaded" });
  await colorSwitch(page).getByTitle("Dark").click();
  expect(await state(page)).toEqual({ mode: "dark", colorScheme: "dark", stored: "dark" });
  release();
  await waitForHydration(page);
  await expect(colorSwitch(page).getByRole("radio", { name: "Dark" })).toBeChecked();
  expect(await state(page)).toEqual({ mode: "dark", colorScheme: "dark", stored: "dark" });
  expect(await writesAndModes(page)).toEqual({ writes: ["dark"], modes: ["light", "dark"] });
  // With the app running, a choice is still shown and stored once.
  await colorSwitch(page).getByTitle("Light").click();
  await expect(colorSwitch(page).getByRole("radio", { name: "Light" })).toBeChecked();
  expect(await writesAndModes(page)).toEqual({
    writes: ["dark", "light"],
    modes: ["light", "dark", "light"],
  });
  expect(problems).toEqual([]);
});

test("a choice made before hydration where storage is disabled survives hydration", async ({
  page,
}) => {
  const problems = collectProblems(page);
  await page.addInitScript(() => {
    Object.defineProperty(window, "localStorage", {
      get() {
        throw new DOMException("Access is denied for this document.", "SecurityError");
      },
    });
  });
  await page.emulateMedia({ colorScheme: "light" });
  const release = await delayScripts(page);
  await page.goto("/PrivacyPolicy", { waitUntil: "domcontentloaded" });
  await colorSwitch(page).getByTitle("Dark").click();
  const shown = () => page.evaluate(() => document.documentElement.className);
  expect(await shown()).toBe("dark");
  release();
  await waitForHydration(page);
  await expect(colorSwitch(page).getByRole("radio", { name: "Dark" })).toBeChecked();
  expect(await shown()).toBe("dark");
  await colorSwitch(page).getByTitle("System").click();
  expect(await shown()).toBe("light");
  expect(problems).toEqual([]);
});

test("with every script file refused, System follows a change of the system's mode", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.route(SCRIPTS, (route) => route.abort());
  await page.goto("/TermsConditions");
  await expect(colorSwitch(page).getByRole("radio", { name: "System" })).toBeChecked();
  expect((await state(page)).mode).toBe("light");
  await page.emulateMedia({ colorScheme: "dark" });
  await expect.poll(async () => (await state(page)).mode).toBe("dark");
  expect(await state(page)).toEqual({ mode: "dark", colorScheme: "dark", stored: null });
  // A chosen mode stays put when the system changes.
  await colorSwitch(page).getByTitle("Light").click();
  await page.emulateMedia({ colorScheme: "light" });
  await page.emulateMedia({ colorScheme: "dark" });
  expect(await state(page)).toEqual({ mode: "light", colorScheme: "light", stored: "light" });
});

test("a forced page's switch is disabled before any script runs", async ({ page }) => {
  await page.route(SCRIPTS, (route) => route.abort());
  await page.goto(`${FIXTURE_URL}/PrivacyPolicy`);
  for (const name of ["Light", "Dark", "System"]) {
    await expect(colorSwitch(page).getByRole("radio", { name })).toBeDisabled();
  }
  await expect(colorSwitch(page).getByRole("radio", { name: "Dark" })).toBeChecked();
  expect((await state(page)).mode).toBe("dark");
});

test("a link clicked while the app's script is delayed still arrives", async ({ page }) => {
  const release = await delayScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Privacy" })
    .click();
  await expect(page).toHaveURL(/\/PrivacyPolicy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  release();
});
