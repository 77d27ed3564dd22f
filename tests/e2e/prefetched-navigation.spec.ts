import { expect, test } from "@playwright/test";
import { routeCodeFiles, waitForArrival } from "./support/router.ts";
import { waitForHydration } from "./support/site.ts";

// A prefetched page opens from what the browser kept, for as long as the host's Cache-Control of
// its payload lets it (contracts/http/cache-rules.ts): this runs on every host. When and how
// much the page prefetches is its own doing (navigation-feel.spec.ts).

// A fixed page and a page of content/pages/ (one route per page, sharing one module).
for (const target of [
  {
    label: "Privacy",
    routeId: "page/PrivacyPolicy",
    payload: "/PrivacyPolicy.data",
    heading: "Privacy Policy",
  },
  {
    label: "Support",
    routeId: "page/Support",
    payload: "/Support.data",
    heading: "Support",
  },
]) {
  test(`a prefetched navigation to ${target.payload.replace(".data", "")} makes no new request for code or payload`, async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await page.goto("/");
    await waitForHydration(page);
    const link = page.getByRole("banner").getByRole("link", { name: target.label });
    await link.hover();
    // The page's own code and payload; other links coming into view may prefetch their pages.
    const pageFiles = [...(await routeCodeFiles(page, target.routeId)), target.payload];
    await waitForArrival(page, pageFiles);
    const fromNetwork: string[] = [];
    cdp.on("Network.responseReceived", ({ response }) => {
      const path = new URL(response.url).pathname;
      if (pageFiles.includes(path) && !response.fromPrefetchCache && !response.fromDiskCache) {
        fromNetwork.push(response.url);
      }
    });
    const seen: string[] = [];
    cdp.on("Network.requestWillBeSent", ({ request }) => seen.push(request.url));
    await link.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.heading);
    await expect(page).toHaveURL(new RegExp(`${target.payload.replace(".data", "")}$`));
    // The page cannot show before its code and payload arrived, so any request for them
    // was sent before this one; the DevTools protocol reports events in order.
    const barrier = `/robots.txt?after-navigation=${Date.now()}`;
    await page.evaluate((url) => fetch(url).then((response) => response.text()), barrier);
    await expect.poll(() => seen.some((url) => url.includes(barrier))).toBe(true);
    expect(fromNetwork).toEqual([]);
    expect(
      seen.filter((url) => new URL(url).pathname === target.payload.replace(".data", "")),
    ).toEqual([]);
  });
}
