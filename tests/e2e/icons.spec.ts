import { expect, type Page, test } from "@playwright/test";
import { collectPolicyViolations } from "../../harness/page-conditions.ts";
import { FIXTURE_URL, needsNodeServer } from "../../harness/servers.ts";
import { answerAsIconifyApi, PUBLIC_API_HOSTS } from "./support/iconify-api.ts";
import { pageFetches, pageTimeouts, recordPageActivity } from "./support/in-page-timing.ts";
import { PAGES } from "./support/site.ts";

const story = (names: string[]) => `${FIXTURE_URL}/stories/?icons=${names.join(",")}`;
const LOCAL = /\/api\/_icons\//;
const PUBLIC_API = /^https:\/\/api\.(iconify\.design|simplesvg\.com|unisvg\.com)\//;

function iconsIn(page: Page, name: string) {
  return page.locator(`svg[data-icon="${name}"]`);
}

async function expectRendered(page: Page, name: string) {
  const icons = iconsIn(page, name);
  await expect(icons).toHaveCount(2);
  for (const icon of await icons.all()) {
    await expect(icon).toHaveAttribute("data-icon-state", "ready");
    expect(await icon.locator("path, circle, rect, line, polyline, g").count()).toBeGreaterThan(0);
  }
  await expect(page.getByRole("img", { name })).toBeVisible();
}

test.describe("icons known at build time", () => {
  test("are inline SVG in the HTML, with no icon request", async ({ page }) => {
    const iconRequests: string[] = [];
    page.on("request", (request) => {
      const url = request.url();
      if (LOCAL.test(url) || url.includes("iconify") || url.includes("svg.com")) {
        iconRequests.push(url);
      }
    });
    for (const { path } of PAGES) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    expect(iconRequests).toEqual([]);
  });

  test("are already in the prerendered markup, decorative ones hidden from screen readers", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    for (const name of ["lucide:receipt", "lucide:wifi-off", "lucide:sun", "lucide:moon"]) {
      expect(html).toMatch(
        new RegExp(
          `<svg[^>]*data-icon="${name}"[^>]*aria-hidden="true"[^>]*><(path|g|circle|rect)`,
        ),
      );
    }
  });
});

test.describe("icons loaded at run time", () => {
  test("come from the local endpoint, once for concurrent uses", async ({ page }) => {
    needsNodeServer("the icon endpoint");
    const api = await answerAsIconifyApi(page);
    const local: string[] = [];
    page.on("request", (request) => {
      if (LOCAL.test(request.url())) local.push(request.url());
    });
    // Asked for out of order: the request names them sorted, so equal sets share one URL.
    await page.goto(story(["lucide:bike", "lucide:anchor"]));
    await expectRendered(page, "lucide:anchor");
    await expectRendered(page, "lucide:bike");
    expect(local).toEqual([`${FIXTURE_URL}/api/_icons/lucide.json?icons=anchor,bike`]);
    expect(api).toEqual([]);
  });

  test("fall back to the public API when the endpoint takes longer than 1.5 s @timing", async ({
    page,
  }) => {
    await recordPageActivity(page);
    const api = await answerAsIconifyApi(page);
    await page.route(LOCAL, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue().catch(() => {});
    });
    await page.goto(story(["lucide:anchor"]));
    await expectRendered(page, "lucide:anchor");
    expect(api).toEqual(["https://api.iconify.design/lucide.json?icons=anchor"]);
    expect(await pageFetches(page, LOCAL), "requests to the endpoint").toHaveLength(1);
    // Timed from when the endpoint's time-out was armed: a busy machine may pause the page
    // between arming it and starting the request, never the other way round.
    // SPEC §6: the local endpoint gets 1500 ms.
    const [armed, ...others] = await pageTimeouts(page, 1_500);
    expect(others, "time-outs armed for the endpoint").toEqual([]);
    const [remote] = await pageFetches(page, PUBLIC_API);
    const waited = (remote?.at ?? 0) - (armed?.at ?? Number.NaN);
    expect(waited).toBeGreaterThanOrEqual(1_499);
    expect(waited).toBeLessThan(2_000);
  });

  test("fall back to the public API when the endpoint fails", async ({ page }) => {
    const violations = await collectPolicyViolations(page);
    const api = await answerAsIconifyApi(page);
    await page.route(LOCAL, (route) => route.fulfill({ status: 500, body: "broken" }));
    await page.goto(story(["lucide:castle"]));
    await expectRendered(page, "lucide:castle");
    // The first public host is asked first. (On a busy machine the client's 750 ms rotation may
    // also ask the next host before the answer arrives: timed alone in the @timing tests.)
    expect(api[0]).toBe("https://api.iconify.design/lucide.json?icons=castle");
    // The policy lets the app reach the public API, and nothing else.
    expect(violations).toEqual([]);
  });

  test("load from the public API on a static host without the endpoint", async ({ page }) => {
    const api = await answerAsIconifyApi(page);
    // A static host answers the endpoint's address with its 404 page.
    await page.route(LOCAL, (route) =>
      route.fulfill({ status: 404, contentType: "text/html", body: "<!doctype html><h1>404</h1>" }),
    );
    await page.goto(story(["lucide:ship"]));
    await expectRendered(page, "lucide:ship");
    expect(api[0]).toBe("https://api.iconify.design/lucide.json?icons=ship");
  });

  test("try the next API host when one does not answer within 750 ms @timing", async ({ page }) => {
    await recordPageActivity(page);
    const api = await answerAsIconifyApi(page, { silent: ["https://api.iconify.design"] });
    await page.route(LOCAL, (route) => route.fulfill({ status: 503, body: "" }));
    // The page's timers run on Playwright's clock, and the gap is measured on it.
    await page.clock.install();
    await page.goto(story(["lucide:tent"]));
    await expectRendered(page, "lucide:tent");
    expect(api.map((url) => new URL(url).origin)).toEqual([
      "https://api.iconify.design",
      "https://api.simplesvg.com",
    ]);
    const [first, second] = await pageFetches(page, PUBLIC_API);
    // The clock follows real time between its own ticks. The rotation timer starts just before
    // a host is asked, and the fetch is called after the client's synchronous steps, which take
    // longer the first time (code run for the first time, the runtime configuration read) on a
    // busy machine: the gap between the two calls is the 750 ms less that difference at most
    // (746 ms was seen on CI), and more when the page runs the timer late.
    const gap = (second?.at ?? 0) - (first?.at ?? Number.NaN);
    expect(gap).toBeGreaterThanOrEqual(740);
    expect(gap).toBeLessThan(800);
  });

  test("give up on the public API 5 s after the last host was asked @timing", async ({ page }) => {
    await recordPageActivity(page);
    await answerAsIconifyApi(page, { silent: PUBLIC_API_HOSTS });
    await page.route(LOCAL, (route) => route.fulfill({ status: 503, body: "" }));
    await page.addInitScript(() => {
      new MutationObserver((records) => {
        for (const { target } of records) {
          if ((target as Element).getAttribute("data-icon-state") === "missing") {
            (window as Window & { missingAt?: number }).missingAt ??= performance.now();
          }
        }
      }).observe(document, { subtree: true, attributeFilter: ["data-icon-state"] });
    });
    await page.goto(story(["lucide:tent"]));
    await expect(iconsIn(page, "lucide:tent").first()).toHaveAttribute(
      "data-icon-state",
      "missing",
      { timeout: 15_000 },
    );
    const asked = await pageFetches(page, PUBLIC_API);
    // Iconify's client asks each host in turn, 750 ms apart, then waits 5 s for any answer.
    expect(asked.map(({ url }) => new URL(url).origin)).toEqual(PUBLIC_API_HOSTS);
    const lastAsked = asked.at(-1)?.at ?? Number.NaN;
    const missingAt = await page.evaluate(
      () => (window as Window & { missingAt?: number }).missingAt,
    );
    const waited = (missingAt ?? Number.NaN) - (lastAsked + 750);
    // SPEC §6: 5 s; half a second of slack for a busy machine.
    expect(waited).toBeGreaterThanOrEqual(4_999);
    expect(waited).toBeLessThan(5_500);
  });

  // Thirty names: too many for one address of 500 characters, to the endpoint or the public API.
  const LONG_LIST = [
    "arrow-big-down-dash",
    "arrow-big-left-dash",
    "arrow-big-right-dash",
    "arrow-big-up-dash",
    "arrow-down-narrow-wide",
    "arrow-down-wide-narrow",
    "arrow-up-narrow-wide",
    "arrow-up-wide-narrow",
    "calendar-check-2",
    "calendar-clock",
    "calendar-minus-2",
    "calendar-plus-2",
    "calendar-range",
    "calendar-search",
    "circle-arrow-out-down-left",
    "circle-arrow-out-down-right",
    "circle-arrow-out-up-left",
    "circle-arrow-out-up-right",
    "clipboard-pen-line",
    "file-spreadsheet",
    "folder-kanban",
    "message-square-dashed",
    "message-square-diff",
    "message-square-quote",
    "panel-bottom-dashed",
    "panel-left-dashed",
    "panel-right-dashed",
    "panel-top-dashed",
    "square-dashed-bottom-code",
    "square-dashed-mouse-pointer",
  ].map((name) => `lucide:${name}`);

  test("split a long list into local requests of at most 500 characters", async ({ page }) => {
    // The endpoint reads a collection on its first request: read, it answers within the page's
    // 1.5 s time-out.
    await page.request.get(`${FIXTURE_URL}/api/_icons/lucide.json?icons=arrow-big-down-dash`);
    await answerAsIconifyApi(page);
    const local: string[] = [];
    page.on("request", (request) => {
      if (LOCAL.test(request.url())) local.push(request.url());
    });
    await page.goto(story(LONG_LIST));
    for (const name of LONG_LIST) await expectRendered(page, name);
    expect(local.length).toBeGreaterThan(1);
    for (const url of local) {
      expect(url.slice(FIXTURE_URL.length + 1).length).toBeLessThanOrEqual(500);
    }
  });

  test("split a long list into public API requests of at most 500 characters, when the endpoint is out", async ({
    page,
  }) => {
    const api = await answerAsIconifyApi(page);
    await page.route(LOCAL, (route) => route.fulfill({ status: 500, body: "" }));
    await page.goto(story(LONG_LIST));
    for (const name of LONG_LIST) await expectRendered(page, name);
    expect(api.length).toBeGreaterThan(1);
    for (const url of api) expect(url.length).toBeLessThanOrEqual(500);
  });
});

test.describe("the icon endpoint", () => {
  test.beforeEach(() => needsNodeServer("the icon endpoint"));

  test("answers an Iconify JSON subset, cached, with an ETag and not_found", async ({
    request,
  }) => {
    const response = await request.get("/api/_icons/lucide.json?icons=sun,no-such-icon");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/json");
    expect(response.headers()["cache-control"]).toContain("max-age=");
    const etag = response.headers().etag ?? "";
    expect(etag).not.toBe("");
    const body = await response.json();
    expect(body.prefix).toBe("lucide");
    expect(Object.keys(body.icons)).toEqual(["sun"]);
    expect(body.icons.sun.body).toContain("<");
    expect(body.not_found).toEqual(["no-such-icon"]);
    const again = await request.get("/api/_icons/lucide.json?icons=sun,no-such-icon", {
      headers: { "If-None-Match": etag },
    });
    expect(again.status()).toBe(304);
  });

  test("refuses bad input with 400 and unknown collections with 404, never 500", async ({
    request,
  }) => {
    const many = Array.from({ length: 101 }, (_, index) => `icon-${index}`).join(",");
    const cases: Array<[string, number]> = [
      ["/api/_icons/lucide.json", 400],
      ["/api/_icons/lucide.json?icons=", 400],
      ["/api/_icons/lucide.json?icons=Sun", 400],
      ["/api/_icons/lucide.json?icons=sun%3Cscript%3E", 400],
      ["/api/_icons/lucide.json?icons=sun_moon", 400],
      [`/api/_icons/lucide.json?icons=${many}`, 400],
      [`/api/_icons/lucide.json?icons=${"a".repeat(1_900)}`, 400],
      ["/api/_icons/Lucide.json?icons=sun", 400],
      ["/api/_icons/lucide?icons=sun", 400],
      ["/api/_icons/no-such-set.json?icons=sun", 404],
      ["/api/_icons/lucide.json?icons=%E0%A4%A", 400],
    ];
    for (const [path, status] of cases) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(status);
      expect((await response.json()).error, path).toEqual(expect.any(String));
    }
    const post = await request.post("/api/_icons/lucide.json?icons=sun");
    expect(post.status()).toBe(405);
  });
});
