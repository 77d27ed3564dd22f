import type { Page } from "@playwright/test";

/** An element that stood elsewhere before the rest of the document arrived. */
export interface MovedElement {
  /** Where the markup stopped: before an element's start tag, or inside a text. */
  cutBefore: string;
  element: string;
  before: { x: number; y: number };
  after: { x: number; y: number };
}

/**
 * When the network cuts a document, the browser paints what has arrived: the elements parsed
 * so far, with those still open closed where the markup stops. For every cut of `selector`'s
 * markup just before one of its elements, and inside each of its texts (after the first
 * letter), this lays out what had arrived in place of the whole, and lists each element
 * already shown that stands elsewhere once all has arrived: a layout shift on a visitor's
 * screen, wherever the packets happen to end. Inside a text, a box that grows with its text can
 * move: a flex item that wraps to the next row once all its words are there.
 */
export function elementsMovedByLaterMarkup(page: Page, selector: string): Promise<MovedElement[]> {
  return page.evaluate((selector) => {
    const whole = document.querySelector(selector);
    if (!whole) throw new Error(`No ${selector} on the page`);
    // Where a box is drawn: nothing for an empty box (an element whose content has not arrived
    // shows nothing), for the shapes inside an icon, which move with it, or for text clipped
    // away for screen readers. An inline element moves only as its line wraps again: that is
    // text wrapping, not counted. Nor are a table's rows and cells: a table lays its columns out
    // again as its rows arrive, as HTML's automatic table layout does in every browser.
    const position = (element: Element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      const shown =
        width > 0 &&
        height > 0 &&
        getComputedStyle(element).display !== "inline" &&
        !element.parentElement?.closest("svg, table") &&
        !element.closest(".sr-only");
      return shown ? { x, y } : undefined;
    };
    /** Every element of a tree and every text of more than one letter, in document order. */
    const nodesOf = (root: Element) => {
      const walker = document.createTreeWalker(
        root,
        NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT,
      );
      const nodes: Array<Element | Text> = [];
      for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
        if (node instanceof Element) nodes.push(node);
        else if (node instanceof Text && node.data.trim().length > 1) nodes.push(node);
      }
      return nodes;
    };
    const nodes = nodesOf(whole);
    const final = nodes.map((node) => (node instanceof Element ? position(node) : undefined));
    const markupOf = (node: Element | Text) =>
      node instanceof Element
        ? node.outerHTML.slice(0, 100)
        : `${node.data.trim().slice(0, 1)}|${node.data.trim().slice(1, 40)}`;
    const moved: MovedElement[] = [];
    // The markup arrives as the parser adds it: each node, copied without its children, after
    // those before it. Before each cut, what has arrived is laid out in place of the whole.
    const part = whole.cloneNode(false) as Element;
    const copies = new Map<Node, Node>([[whole, part]]);
    const arrived: Array<Element | Text> = [part];
    whole.replaceWith(part);
    const walker = document.createTreeWalker(whole);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const copy = node.cloneNode(false);
      const parent = node.parentNode && copies.get(node.parentNode);
      if (!parent) throw new Error("A node came before its parent");
      copies.set(node, copy);
      const cut = arrived.length;
      if (node !== nodes[cut]) {
        parent.appendChild(copy);
        continue;
      }
      // Inside a text, its first letter has arrived; before an element, nothing of it.
      if (copy instanceof Text) {
        copy.data = copy.data.slice(0, copy.data.search(/\S/) + 1);
        parent.appendChild(copy);
      }
      arrived.forEach((shown, index) => {
        if (!(shown instanceof Element)) return;
        const [now, then] = [position(shown), final[index]];
        if (!now || !then || (Math.abs(now.x - then.x) < 0.5 && Math.abs(now.y - then.y) < 0.5)) {
          return;
        }
        moved.push({
          cutBefore: markupOf(node as Element | Text),
          element: markupOf(shown),
          before: now,
          after: then,
        });
      });
      if (copy instanceof Text) copy.data = (node as Text).data;
      else parent.appendChild(copy);
      arrived.push(copy as Element | Text);
    }
    part.replaceWith(whole);
    return moved;
  }, selector);
}
