import type { Page, Request } from "@playwright/test";
import { HTTP_CLIENT_MARK } from "../../../contracts/http-client.ts";

type Recorder = Window & { markupAddresses?: Set<string> };

/** Request kinds a page's code can start: each must carry the client's mark. */
const SENT_BY_CODE = ["fetch", "xhr", "eventsource", "websocket", "ping"];

/**
 * Whether a request needs no mark: a document the browser navigates to; a build file the
 * module graph or the style sheet imports (scripts, styles and fonts under `/assets/`); React
 * Router's own data payloads (`.data`); an address a document's answer names in its `Link`
 * header (the compression dictionary), which the browser fetches itself; or an address written
 * in the page's markup (icons, prefetch and preload links, images), recorded as elements join
 * the document.
 */
function isBrowserOrFramework(
  request: Request,
  origin: string,
  markup: Set<string>,
  linked: Set<string>,
): boolean {
  const url = new URL(request.url());
  const type = request.resourceType();
  if (type === "document" || linked.has(url.href)) return true;
  const own = url.origin === origin;
  if (own && url.pathname.endsWith(".data")) return true;
  if (SENT_BY_CODE.includes(type)) return false;
  if (own && ["script", "stylesheet", "font"].includes(type) && url.pathname.includes("/assets/")) {
    return true;
  }
  return markup.has(url.href);
}

/**
 * The addresses the page's documents name in their `Link` header from now on (the compression
 * dictionary), which the browser fetches by itself once it is idle.
 */
export function linkedAddresses(page: Page): Set<string> {
  const linked = new Set<string>();
  page.on("response", (response) => {
    if (response.request().resourceType() !== "document") return;
    for (const [, address = ""] of (response.headers().link ?? "").matchAll(/<([^>]+)>/g)) {
      linked.add(new URL(address, response.url()).href);
    }
  });
  return linked;
}

/**
 * Starts listing the requests the page makes (call it before the first `goto`); the returned
 * function gives those that neither carry the app's HTTP client's mark nor come from the
 * browser, React Router or the markup. A `fetch` by another name or a `new Image()` shows.
 */
export async function watchUnmarkedRequests(
  page: Page,
  origin: string,
): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const addresses = new Set<string>();
    (window as Recorder).markupAddresses = addresses;
    const record = (element: Element) => {
      for (const name of ["src", "href", "srcset", "imagesrcset"]) {
        const value = element.getAttribute(name);
        if (!value) continue;
        const candidates = name.endsWith("srcset") ? value.split(",") : [value];
        for (const candidate of candidates) {
          const address = candidate.trim().split(/\s+/)[0];
          if (address && URL.canParse(address, document.baseURI)) {
            addresses.add(new URL(address, document.baseURI).href);
          }
        }
      }
    };
    new MutationObserver((changes) => {
      for (const change of changes) {
        if (change.target instanceof Element) record(change.target);
        for (const node of change.addedNodes) {
          if (!(node instanceof Element)) continue;
          record(node);
          for (const element of node.querySelectorAll("*")) record(element);
        }
      }
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  const linked = linkedAddresses(page);
  return async () => {
    // The requests first, then the marks: a request seen here had its mark made before it started.
    const seen = [...requests];
    const { marked, markup } = await page.evaluate((name) => {
      const marks = performance.getEntriesByName(name) as PerformanceMark[];
      return {
        marked: marks.map((mark) => String(mark.detail)),
        markup: [...((window as Recorder).markupAddresses ?? [])],
      };
    }, HTTP_CLIENT_MARK);
    const inMarkup = new Set(markup);
    const unmarked: string[] = [];
    for (const request of seen) {
      const index = marked.indexOf(request.url());
      if (index !== -1) marked.splice(index, 1);
      else if (!isBrowserOrFramework(request, origin, inMarkup, linked)) {
        unmarked.push(`${request.resourceType()} ${request.url()}`);
      }
    }
    return unmarked;
  };
}
