import type { Page } from "@playwright/test";

/**
 * What a box looks like, and nothing its place among its siblings decides (margins between
 * siblings), nor its text or its width: those change while a page is still arriving.
 */
const PROPERTIES = [
  "display",
  "position",
  "visibility",
  "font-family",
  "font-size",
  "font-weight",
  "line-height",
  "color",
  "background-color",
  "border-top-width",
  "border-top-style",
  "border-top-color",
  "padding-top",
  "padding-inline-start",
  "text-decoration-line",
  "list-style-type",
] as const;

/** The parts of a page whose arrival is watched: its main content and what floats above it. */
const WATCHED = "main, aside";

/**
 * From the document's start, records the style of every element of `WATCHED` in the first frame
 * after it is added to the page or its class changes, before the browser renders that frame:
 * the parser's elements, a client navigation's, a state's. A rule that only arrived later (a
 * stylesheet fetched after the element, a class whose rule is not in force) leaves that record
 * unlike the style the element has once everything has loaded.
 */
export async function recordStyleOnArrival(page: Page) {
  await page.addInitScript(
    ({ properties, watched }) => {
      const arrived = new Map<Element, string>();
      const styleOf = (element: Element) => {
        const style = getComputedStyle(element);
        return properties.map((name) => `${name}: ${style.getPropertyValue(name)}`).join("; ");
      };
      const pending = new Set<Element>();
      const recordPending = () => {
        for (const element of pending) {
          if (element.isConnected && element.closest(watched)) {
            arrived.set(element, styleOf(element));
          }
        }
        pending.clear();
      };
      const note = (element: Element) => {
        if (pending.size === 0) requestAnimationFrame(recordPending);
        pending.add(element);
      };
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          if (mutation.type === "attributes" && mutation.target instanceof Element) {
            note(mutation.target);
          }
          for (const node of mutation.addedNodes) {
            if (!(node instanceof Element)) continue;
            note(node);
            for (const element of node.querySelectorAll("*")) note(element);
          }
        }
      }).observe(document, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ["class"],
      });
      Object.assign(window, { styleOnArrival: { arrived, styleOf } });
    },
    { properties: PROPERTIES, watched: WATCHED },
  );
}

interface StyleOnArrival {
  arrived: Map<Element, string>;
  styleOf: (element: Element) => string;
}

/**
 * The elements in the page now, inside `within`, whose recorded style on arrival differs from
 * their style now, each named with both; and how many were compared, so that a check of nothing
 * shows.
 */
export function stylesChangedSinceArrival(page: Page, within: string) {
  return page.evaluate(async (within) => {
    // Elements added since the last frame are recorded in the next one, ahead of this callback.
    await new Promise(requestAnimationFrame);
    const recorded = (window as Window & { styleOnArrival?: StyleOnArrival }).styleOnArrival;
    if (!recorded)
      throw new Error("Nothing recorded: call recordStyleOnArrival before the page loads");
    const { arrived, styleOf } = recorded;
    const changed: { element: string; onArrival: string; now: string }[] = [];
    let compared = 0;
    for (const [element, onArrival] of arrived) {
      if (!element.isConnected || !element.closest(within)) continue;
      compared += 1;
      const now = styleOf(element);
      if (now === onArrival) continue;
      const name = `${element.localName}${element.id ? `#${element.id}` : ""}.${[...element.classList].join(".")}`;
      changed.push({ element: name, onArrival, now });
    }
    return { compared, changed };
  }, within);
}
