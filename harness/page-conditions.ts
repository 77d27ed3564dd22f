import type { Page } from "@playwright/test";

export interface Connection {
  effectiveType: "slow-2g" | "2g" | "3g" | "4g";
  saveData: boolean;
}

/** Makes the page see `navigator.connection` as given, from its first script on. */
export async function emulateConnection(page: Page, connection: Connection) {
  await page.addInitScript((value) => {
    Object.defineProperty(navigator, "connection", {
      value: { ...value, addEventListener() {} },
    });
  }, connection);
}

/** Makes the page's connection ask to save data: the site then prefetches nothing. */
export function emulateSaveData(page: Page) {
  return emulateConnection(page, { effectiveType: "4g", saveData: true });
}

type Timing = Window & { pressedAt?: number; focusedAt?: number };

/** Times, in the page, the next press of a pointer to focus arriving on the main heading. */
export async function startClickTiming(page: Page) {
  await page.evaluate(() => {
    const timing = window as Timing;
    timing.pressedAt = undefined;
    timing.focusedAt = undefined;
    document.addEventListener(
      "pointerdown",
      () => {
        timing.pressedAt = performance.now();
      },
      { once: true, capture: true },
    );
    document.addEventListener("focusin", (event) => {
      if ((event.target as Element).matches("main h1")) timing.focusedAt ??= performance.now();
    });
  });
}

/** Milliseconds from the press to focus on the heading, once focus has arrived. */
export async function clickTiming(page: Page): Promise<number> {
  await page.waitForFunction(() => (window as Timing).focusedAt !== undefined);
  return page.evaluate(() => {
    const timing = window as Timing;
    return (timing.focusedAt ?? Number.NaN) - (timing.pressedAt ?? Number.NaN);
  });
}

/** Collects the Content-Security-Policy violations of a page, from its first script on. */
export async function collectPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportPolicyViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (
        window as Window & { reportPolicyViolation?: (text: string) => void }
      ).reportPolicyViolation?.(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  return violations;
}

/** Shows the tab again after it was hidden, as switching back to it does. */
export async function returnToTab(page: Page) {
  await page.evaluate(() => {
    for (const state of ["hidden", "visible"]) {
      Object.defineProperty(document, "visibilityState", { value: state, configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    }
  });
}
