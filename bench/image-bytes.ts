import type { Browser } from "@playwright/test";

/** The two screens the images are compared on, as the peers' own figures give them. */
export const IMAGE_DEVICES = {
  desktop: { viewport: { width: 1350, height: 900 }, deviceScaleFactor: 1 },
  phone: { viewport: { width: 412, height: 900 }, deviceScaleFactor: 1.75 },
} as const;

export type ImageBytes = Record<keyof typeof IMAGE_DEVICES, { bytes: number; requests: number }>;

/**
 * The image bytes (bodies as sent) of a cold load of `url` until the network is idle, on
 * each screen, with a light system setting: what a first visitor downloads for the page's
 * images, hidden colour variants included.
 */
export async function measureImageBytes(browser: Browser, url: string): Promise<ImageBytes> {
  const result = {} as ImageBytes;
  for (const [device, options] of Object.entries(IMAGE_DEVICES)) {
    const context = await browser.newContext({ ...options, colorScheme: "light" });
    const page = await context.newPage();
    const sizes: Promise<number>[] = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() === "image") {
        sizes.push(request.sizes().then(({ responseBodySize }) => responseBodySize));
      }
    });
    await page.goto(url, { waitUntil: "networkidle" });
    const bytes = await Promise.all(sizes);
    result[device as keyof ImageBytes] = {
      bytes: bytes.reduce((sum, size) => sum + size, 0),
      requests: bytes.length,
    };
    await context.close();
  }
  return result;
}
