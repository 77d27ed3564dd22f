import type { Page } from "@playwright/test";

/** An element that stood elsewhere before the rest of the document arrived. */
export interface MovedElement {
  /** The element whose start tag had not arrived yet. */
  cutBefore: string;
  element: string;
  before: { x: number; y: number };
  after: { x: number; y: number };
}

/**
 * When the network cuts a document, the browser paints what has arrived: the elements parsed
 * so far, with those still open closed where the markup stops. For every cut of `selector`'s
 * markup just before one of its elements, this lays out what had arrived in place of the
 * whole, and lists each element already shown that stands elsewhere once all has arrived: a
 * layout shift on a visitor's screen, wherever the packets happen to end.
 */
export function elementsMovedByLaterMarkup(page: Page, selector: string): Promise<MovedElement[]> {
  return page.evaluate((selector) => {
    const whole = document.querySelector(selector);
    if (!whole) throw new Error(`No ${selector} on the page`);
    // Where an element is drawn: nothing for an empty box (an element whose content has not
    // arrived shows nothing), nor for the shapes inside an icon, which move with it.
    const position = (element: Element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      const inIcon = element.parentElement?.closest("svg");
      return width > 0 && height > 0 && !inIcon ? { x, y } : undefined;
    };
    const elements = [whole, ...whole.querySelectorAll("*")];
    const final = elements.map(position);
    const markupOf = (element: Element) => element.outerHTML.slice(0, 100);
    const moved: MovedElement[] = [];
    for (let cut = 1; cut < elements.length; cut += 1) {
      const part = whole.cloneNode(true) as Element;
      const partElements = [part, ...part.querySelectorAll("*")];
      // The element at the cut and all after it have not arrived: its later siblings, and
      // those of each element around it.
      for (let node: Element | null = partElements[cut] ?? null; node && node !== part; ) {
        while (node.nextSibling) node.nextSibling.remove();
        node = node.parentElement;
      }
      partElements[cut]?.remove();
      whole.replaceWith(part);
      partElements.slice(0, cut).forEach((element, index) => {
        const [now, then] = [position(element), final[index]];
        if (!now || !then || (Math.abs(now.x - then.x) < 0.5 && Math.abs(now.y - then.y) < 0.5)) {
          return;
        }
        moved.push({
          cutBefore: markupOf(elements[cut] as Element),
          element: markupOf(element),
          before: now,
          after: then,
        });
      });
      part.replaceWith(whole);
    }
    return moved;
  }, selector);
}
