import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./harness/chromium.ts";
import { startServer } from "./harness/server-process.ts";

const server = await startServer();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
for (const [name, viewport, scheme, stored] of [
  ["desk-light", { width: 1350, height: 900 }, "light", null],
  ["phone-dark", { width: 412, height: 900 }, "dark", null],
  ["desk-stored-dark", { width: 1350, height: 900 }, "light", "dark"],
] as const) {
  const context = await browser.newContext({
    viewport,
    colorScheme: scheme,
    deviceScaleFactor: name.startsWith("phone") ? 1.75 : 1,
  });
  const page = await context.newPage();
  if (stored) await page.addInitScript((v) => localStorage.setItem("color-mode", v), stored);
  const images: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "image") images.push(r.url().split("/").pop() ?? "");
  });
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") errors.push(m.text());
  });
  await page.goto(`${server.baseURL}/`, { waitUntil: "networkidle" });
  await page.screenshot({ path: `/tmp/${name}.png` });
  console.log(name, images, errors);
  await context.close();
}
await browser.close();
await server.stop();
