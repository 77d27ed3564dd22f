import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const scheme of ["light", "dark"] as const) {
  const ctx = await browser.newContext({ bypassCSP: true, viewport: { width: 390, height: 844 }, colorScheme: scheme });
  const page = await ctx.newPage();
  await page.goto("http://127.0.0.1:3995/Kitchen", { waitUntil: "networkidle" });
  await page.addScriptTag({ content: readFileSync("node_modules/axe-core/axe.min.js", "utf8") }).catch((e) => console.log("axe inject", e.message.slice(0, 100)));
  const result = await page.evaluate(async () => (window as any).axe ? (await (window as any).axe.run()).violations.map((v: any) => `${v.id}: ${v.nodes.length}`) : "no axe");
  console.log(scheme, result, await page.evaluate(() => document.documentElement.scrollWidth));
  await page.screenshot({ path: `/tmp/shots/kitchen-${scheme}.png`, fullPage: true });
  await ctx.close();
}
await browser.close();
