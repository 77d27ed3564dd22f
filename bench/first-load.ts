import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "../tests/e2e/support/chromium.ts";
import { startServer } from "../tests/e2e/support/server-process.ts";

const PAGES = ["/", "/PrivacyPolicy", "/TermsConditions", "/no-such-page"];
const KINDS = ["html", "js", "css", "other"] as const;
type Kind = (typeof KINDS)[number];

function kindOf(resourceType: string): Kind {
  if (resourceType === "document") return "html";
  if (resourceType === "script") return "js";
  if (resourceType === "stylesheet") return "css";
  return "other";
}

/**
 * First-load bytes of each page as Chromium receives them from the production
 * server (response bodies as sent, compressed), by type, and the request count.
 */
const server = await startServer();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const rows: Array<Record<string, string | number>> = [];
try {
  for (const path of PAGES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    // What the page itself needs: links' prefetching (off with Save-Data) is left out.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "connection", {
        value: { effectiveType: "4g", saveData: true, addEventListener() {} },
      });
    });
    const bytes: Record<Kind, number> = { html: 0, js: 0, css: 0, other: 0 };
    const pending: Promise<void>[] = [];
    page.on("requestfinished", (request) => {
      pending.push(
        request.sizes().then((sizes) => {
          bytes[kindOf(request.resourceType())] += sizes.responseBodySize;
        }),
      );
    });
    await page.goto(`${server.baseURL}${path}`, { waitUntil: "networkidle" });
    await Promise.all(pending);
    const total = KINDS.reduce((sum, kind) => sum + bytes[kind], 0);
    rows.push({ page: path, ...bytes, total, requests: pending.length });
    await context.close();
  }
} finally {
  await browser.close();
  server.child.kill("SIGTERM");
  await server.exited;
}

const kb = (n: number | string) => (typeof n === "number" ? (n / 1024).toFixed(1) : n);
console.log("First load without prefetching, bytes on the wire (KiB, compressed as served)\n");
console.log(
  ["page", ...KINDS, "total", "requests"].map((h, i) => h.padEnd(i === 0 ? 20 : 12)).join(""),
);
for (const row of rows) {
  console.log(
    [
      String(row.page),
      ...KINDS.map((kind) => kb(row[kind] ?? 0)),
      kb(row.total ?? 0),
      String(row.requests),
    ]
      .map((cell, i) => String(cell).padEnd(i === 0 ? 20 : 12))
      .join(""),
  );
}
