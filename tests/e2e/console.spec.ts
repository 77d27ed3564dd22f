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

test("the check hears a warning, an error and an uncaught exception in the page", async ({
  page,
}) => {
  const problems = collectProblems(page);
  await page.goto("/");
  await waitForHydration(page);
  await page.evaluate(() => {
    console.info("Not a problem");
    console.warn("A warning");
    console.error("An error");
    setTimeout(() => {
      throw new Error("Uncaught");
    });
  });
  await expect
    .poll(() => problems)
    .toEqual(["warning: A warning", "error: An error", "uncaught: Uncaught"]);
});
