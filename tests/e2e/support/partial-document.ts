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
    for (let cut = 1; cut < nodes.length; cut += 1) {
      const part = whole.cloneNode(true) as Element;
      const partNodes = nodesOf(part);
      const atCut = partNodes[cut];
      // All after the cut has not arrived: the later siblings of the node at the cut, and those
      // of each element around it.
      for (let node: Node | null = atCut ?? null; node && node !== part; ) {
        while (node.nextSibling) node.nextSibling.remove();
        node = node.parentElement;
      }
      // Inside a text, its first letter has arrived.
      if (atCut instanceof Text) atCut.data = atCut.data.slice(0, atCut.data.search(/\S/) + 1);
      else atCut?.remove();
      whole.replaceWith(part);
      partNodes.slice(0, cut).forEach((node, index) => {
        if (!(node instanceof Element)) return;
        const [now, then] = [position(node), final[index]];
        if (!now || !then || (Math.abs(now.x - then.x) < 0.5 && Math.abs(now.y - then.y) < 0.5)) {
          return;
        }
        moved.push({
          cutBefore: markupOf(nodes[cut] as Element | Text),
          element: markupOf(node),
          before: now,
          after: then,
        });
      });
      part.replaceWith(whole);
    }
    return moved;
  }, selector);
}
