import { expect, test } from "@playwright/test";
import { FIXTURE_URL } from "../../harness/servers.ts";

// The fixture's long read ends with a task list, a footnote, a table with aligned columns, two
// alerts and headings down to `######`.
const LONG_READ = `${FIXTURE_URL}/Long-Read`;

test("a table's columns keep the alignment the Markdown gives them", async ({ page }) => {
  await page.goto(LONG_READ);
  const table = page.getByRole("table");
  for (const [column, cell, alignment] of [
    ["Check", "Alt text", "left"],
    ["Where", "In the editor", "center"],
    ["Minutes", "12", "right"],
  ] as const) {
    await expect(table.getByRole("columnheader", { name: column })).toHaveCSS(
      "text-align",
      alignment,
    );
    await expect(table.getByRole("cell", { name: cell, exact: true })).toHaveCSS(
      "text-align",
      alignment,
    );
  }
});

test("a task list shows each item's checkbox in the bullet's place, and no bullet", async ({
  page,
}) => {
  await page.goto(LONG_READ);
  for (const name of ["Every picture has its alt text", "The links work"]) {
    const checkbox = page.getByRole("checkbox", { name });
    const item = page.getByRole("listitem").filter({ has: checkbox });
    await expect(item).toHaveCSS("list-style-type", "none");
    const [box, itemBox] = await Promise.all([checkbox.boundingBox(), item.boundingBox()]);
    if (!box || !itemBox) throw new Error(`The item "${name}" is not shown`);
    // In the space before the item's text, where a bullet stands in other lists.
    expect(box.x + box.width).toBeLessThanOrEqual(itemBox.x);
  }
});

test("the footnotes stand apart from the text, below a rule and in smaller type", async ({
  page,
}) => {
  await page.goto(LONG_READ);
  const footnotes = page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: "Footnotes" }) });
  await expect(footnotes.getByRole("listitem")).toHaveText(/By hand, before each release/);
  await expect(footnotes).toHaveCSS("border-top-width", "1px");
  await expect(footnotes).toHaveCSS("border-top-style", "solid");
  const size = (locator: typeof footnotes) =>
    locator.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
  const text = page.getByText("How long each check takes:");
  expect(await size(footnotes.locator("p"))).toBeLessThan(await size(text));
});

test("a `#####` or `######` heading reads as a heading, as a `####` one does", async ({ page }) => {
  await page.goto(LONG_READ);
  const h4 = page.getByRole("heading", { level: 4, name: "To the text" });
  const colour = await h4.evaluate((element) => getComputedStyle(element).color);
  expect(colour).not.toBe(
    await page
      .getByText("Read its alt text again.")
      .evaluate((element) => getComputedStyle(element).color),
  );
  for (const [level, name] of [
    [5, "To a picture"],
    [6, "To a link"],
  ] as const) {
    const heading = page.getByRole("heading", { level, name });
    await expect(heading).toHaveCSS("font-weight", "600");
    await expect(heading).toHaveCSS("color", colour);
    expect(
      await heading.evaluate((element) => Number.parseFloat(getComputedStyle(element).marginTop)),
    ).toBeGreaterThan(0);
  }
});

test("an alert shows its kind's name above its words, beside a rule in its kind's colour", async ({
  page,
}) => {
  await page.goto(LONG_READ);
  const rules: string[] = [];
  for (const [name, words] of [
    ["Note", "A check takes longer the first time."],
    ["Warning", "A broken link on the legal pages is a broken promise."],
  ] as const) {
    const title = page.getByText(name, { exact: true });
    const alert = title.locator("..");
    await expect(alert).toContainText(words);
    await expect(alert).not.toContainText("[!");
    await expect(title).toHaveCSS("font-weight", "600");
    await expect(alert).toHaveCSS("border-left-style", "solid");
    await expect(alert).toHaveCSS("border-left-width", "4px");
    const [titleBox, wordsBox] = await Promise.all([
      title.boundingBox(),
      alert.getByText(words).boundingBox(),
    ]);
    if (!titleBox || !wordsBox) throw new Error(`The ${name} alert is not shown`);
    expect(titleBox.y + titleBox.height).toBeLessThanOrEqual(wordsBox.y);
    rules.push(await alert.evaluate((element) => getComputedStyle(element).borderLeftColor));
  }
  expect(rules[0]).not.toBe(rules[1]);
});
