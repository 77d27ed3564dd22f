import { expect, test } from "@playwright/test";
import { collectProblems, PAGES, waitForHydration } from "./support/site.ts";

for (const target of PAGES) {
  test(`${target.path} loads and hydrates without console errors or warnings`, async ({ page }) => {
    const problems = collectProblems(page);
    const failed: string[] = [];
    page.on("requestfailed", (request) => failed.push(request.url()));
    page.on("response", (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(target.path);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(problems).toEqual([]);
    expect(failed).toEqual([]);
  });
}
