import GithubSlugger from "github-slugger";
import type { Element, ElementContent, Root } from "hast";
import { toHtml } from "hast-util-to-html";
import { toString as textOf } from "hast-util-to-string";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import remarkRehype from "remark-rehype";
import { SKIP, visit } from "unist-util-visit";
import { VFile } from "vfile";
import type { MarkdownNode, MarkdownProps, TocEntry } from "#contracts/content.ts";
import { isRelativeAddress, isSitePath } from "#contracts/http/site-path.ts";
import { fill, type Messages } from "#contracts/messages.ts";
import { PAGE_IDS } from "#contracts/page-ids.ts";
import { type PictureData, pictureTree } from "#contracts/picture.ts";
import { frontMatterOf } from "#node-shared/content-catalog.ts";
import { parseImageReference } from "../images/image-reference.ts";
import { githubAlerts } from "./github-alerts.ts";
import { levelsUnder } from "./heading-levels.ts";
import { markdownSyntax } from "./markdown-syntax.ts";
import { markdownTree } from "./markdown-tree.ts";

export interface CompiledMarkdown {
  frontMatter: unknown;
  body: MarkdownNode[];
  toc: TocEntry[];
}

/** Collects the level-2 headings, which become the table of contents. */
function collectToc(toc: TocEntry[]) {
  return () => (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      if (
        node.tagName === "h2" &&
        typeof node.properties.id === "string" &&
        !isFootnotesLabel(node)
      ) {
        toc.push({ id: node.properties.id, text: wordsOf(node) });
      }
    });
  };
}

const HEADING = /^h[1-6]$/;

/** A footnote's reference (`<sup><a data-footnote-ref>1</a></sup>`), which is no word of its sentence. */
const isFootnoteReference = (node: ElementContent) =>
  node.type === "element" &&
  node.tagName === "sup" &&
  node.children.some(
    (child) => child.type === "element" && child.properties.dataFootnoteRef !== undefined,
  );

function withoutFootnoteReferences<Node extends Element>(node: Node): Node {
  const children = node.children
    .filter((child) => !isFootnoteReference(child))
    .map((child) => (child.type === "element" ? withoutFootnoteReferences(child) : child));
  return { ...node, children };
}

/** A heading's words, as its contents entry and its slug read them: its notes' numbers left out. */
const wordsOf = (node: Element) => textOf(withoutFootnoteReferences(node));

/** A letter or a digit, which GitHub's slug of a heading of symbols alone (`## 🚀`) lacks. */
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * Gives each heading the slug GitHub gives it, after `prefix`: `## Data we keep` is
 * `#data-we-keep`. A heading of symbols alone, whose slug GitHub leaves empty, is a `section`.
 */
function slugHeadings(prefix: string) {
  return () => (tree: Root) => {
    const slugs = new GithubSlugger();
    visit(tree, "element", (node: Element) => {
      if (HEADING.test(node.tagName) && node.properties.id === undefined) {
        const slug = slugs.slug(wordsOf(node));
        node.properties.id = prefix + (LETTER_OR_DIGIT.test(slug) ? slug : slugs.slug("section"));
      }
    });
  };
}

/** The words the site writes into a text, in its language: its footnotes' and its alerts'. */
export type TextWords = Pick<Messages, "footnotes" | "backToReference" | "alerts">;

/** Where a page's headings and footnotes take their ids, and the words written into its text. */
export interface MarkdownOptions {
  /** Put before each id the text gives, so that two texts on one page keep apart. */
  prefix?: string;
  /** The ids the page already has; each id the text gives is added, for the next text on it. */
  taken?: Set<string>;
  /** English when left out: the Markdown library's words, and GitHub's alert names. */
  words?: TextWords;
  /**
   * The level of the heading the text stands under: the page's title (1) unless said. A
   * release's notes stand under its level-2 heading, so that their highest headings are level 3.
   */
  under?: number;
}

/** remark-rehype names the heading of a text's footnotes so, whatever the prefix. */
const FOOTNOTES_LABEL = "footnote-label";

/** The footnotes' heading, which only screen readers read, and no contents list. */
const isFootnotesLabel = (node: Element) =>
  String(node.properties.id).endsWith(FOOTNOTES_LABEL) &&
  String(node.properties.className).includes("sr-only");

/** Gives the footnotes' heading the text's prefix too, where the references name it. */
function prefixFootnotesLabel(prefix: string) {
  return () => (tree: Root) => {
    if (!prefix) return;
    visit(tree, "element", (node: Element) => {
      const { id, ariaDescribedBy } = node.properties;
      if (id === FOOTNOTES_LABEL) node.properties.id = prefix + FOOTNOTES_LABEL;
      if (Array.isArray(ariaDescribedBy) && ariaDescribedBy.includes(FOOTNOTES_LABEL)) {
        node.properties.ariaDescribedBy = [prefix + FOOTNOTES_LABEL];
      }
    });
  };
}

/**
 * Markdown as a sanitised HTML tree: GFM (tables, task lists, footnotes as GitHub writes them,
 * their ids after `prefix`). remark-rehype drops raw HTML, so the tree's only ids are those it
 * gives the footnotes: the sanitiser keeps them as they are (by default it would prefix them
 * once more, and the footnotes' links would reach nothing).
 */
function markdownToHtmlTree({ prefix = "", words }: MarkdownOptions) {
  return markdownSyntax()
    .use(remarkRehype, {
      clobberPrefix: prefix,
      ...(words && {
        footnoteLabel: words.footnotes,
        footnoteBackLabel: (reference: number, rereference: number) =>
          fill(words.backToReference, {
            number: `${reference + 1}${rereference > 1 ? `-${rereference}` : ""}`,
          }),
      }),
    })
    .use(prefixFootnotesLabel(prefix))
    .use(rehypeSanitize, { ...defaultSchema, clobber: [] })
    .use(githubAlerts, words?.alerts);
}

/** The ids every page has of its own, which no heading may take. */
export const pageIds = (): Set<string> => new Set(PAGE_IDS);

/**
 * Keeps each heading's id clear of those the page already has and of the text's footnotes': a
 * clash takes the first free `-1`, `-2` suffix, as a repeated heading does.
 */
function headingIdsClearOf(taken: Set<string>) {
  return () => (tree: Root) => {
    const headings: Element[] = [];
    visit(tree, "element", (node: Element) => {
      const { id } = node.properties;
      if (typeof id !== "string") return;
      if (HEADING.test(node.tagName) && !isFootnotesLabel(node)) headings.push(node);
      else taken.add(id);
    });
    for (const node of headings) {
      const id = String(node.properties.id);
      let free = id;
      for (let n = 1; taken.has(free); n++) free = `${id}-${n}`;
      node.properties.id = free;
      taken.add(free);
    }
  };
}

/**
 * Wide tables scroll on their own on a phone, and keyboard users can scroll them too. The region
 * is named in the page's own words, whatever its language: by the heading of its section, or by
 * its column headings when no heading comes before it or the section's heading already names a
 * table (each region needs a name of its own).
 */
function wrapTables() {
  return (tree: Root) => {
    let heading: string | undefined;
    visit(tree, "element", (node: Element, index, parent) => {
      if (HEADING.test(node.tagName) && typeof node.properties.id === "string") {
        heading = node.properties.id;
      }
      if (node.tagName !== "table" || !parent || index === undefined) return;
      const name = heading ? { ariaLabelledBy: [heading] } : { ariaLabel: columnNames(node) };
      heading = undefined;
      parent.children[index] = {
        type: "element",
        tagName: "div",
        properties: { className: ["table-scroll"], tabIndex: 0, role: "region", ...name },
        children: [node],
      };
      return SKIP;
    });
  };
}

/**
 * Puts a text's headings at the levels its page shows them at (`levelsUnder`): on a page, `# Data`
 * and `## Data` are both level 2, below the title. The footnotes' heading is one of its highest.
 */
function headingsUnder(under: number) {
  return () => (tree: Root) => {
    const written: Element[] = [];
    visit(tree, "element", (node: Element) => {
      if (!HEADING.test(node.tagName)) return;
      if (isFootnotesLabel(node)) node.tagName = `h${under + 1}`;
      else written.push(node);
    });
    const levelOf = (node: Element) => Number(node.tagName.slice(1));
    const onPage = levelsUnder(written.map(levelOf), under);
    for (const node of written) node.tagName = `h${onPage(levelOf(node))}`;
  };
}

/** A code block wider than the text column scrolls on its own: keyboard users can scroll it too. */
function focusableCodeBlocks() {
  return (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      if (node.tagName === "pre") node.properties.tabIndex = 0;
    });
  };
}

/** What ends the words of a list item: a nested list, or another block. */
const BLOCK = /^(?:ul|ol|p|pre|table|blockquote|div|h[1-6])$/;

/**
 * A task list's checkbox (`- [x] Send the invoice`) is named by its item's own words, which a
 * screen reader says with the box's state; nested items are not part of the name.
 */
function labelTaskCheckboxes() {
  return (tree: Root) => {
    visit(tree, "element", (node: Element, index, parent) => {
      if (node.tagName !== "input" || node.properties.type !== "checkbox") return;
      if (!parent || index === undefined || parent.type !== "element") return;
      const words: string[] = [];
      for (const sibling of parent.children.slice(index + 1)) {
        if (sibling.type === "element" && BLOCK.test(sibling.tagName)) break;
        if (sibling.type === "element" || sibling.type === "text") words.push(textOf(sibling));
      }
      node.properties.ariaLabel = words.join("").trim();
    });
  };
}

/** A table's column headings (a GFM table always has them), as one name: "Purpose, Data". */
function columnNames(table: Element): string {
  const names: string[] = [];
  visit(table, "element", (cell: Element) => {
    if (cell.tagName === "th") names.push(textOf(cell).trim());
  });
  return names.filter(Boolean).join(", ");
}

/** An address as a reader sees it written: `example.com` for `https://example.com/`. */
function asWritten(href: string): string {
  return href.replace(/^(?:https?:\/\/|mailto:)/, "").replace(/\/$/, "");
}

/**
 * Marks the links whose text is their own address (`privacy@example.com`, `https://ico.org.uk`),
 * so that print, which writes each link's address after it, does not write those twice.
 */
function markLinksShowingTheirAddress() {
  return (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      const { href } = node.properties;
      if (node.tagName !== "a" || typeof href !== "string") return;
      if (asWritten(textOf(node).trim()) === asWritten(href)) {
        node.properties.className = ["shows-address"];
      }
    });
  };
}

/** A Markdown image's picture, from its address and alt text as written. */
export type PictureOf = (ref: string, alt: string) => PictureData;

/** Text images take the width of the text column, up to its widest. */
const TEXT_IMAGE_SIZES = "(min-width: 48rem) 42rem, calc(100vw - 2rem)";

/** Replaces each `<img>` of the tree with its picture (lazy: text images are below the fold). */
function withPictures<Item extends MarkdownNode | MarkdownProps>(
  items: Item[],
  pictureOf: PictureOf,
): Item[] {
  return items.map((item) => {
    if (!Array.isArray(item)) return item;
    const [tag, ...rest] = item;
    const props = rest[0] && !Array.isArray(rest[0]) && typeof rest[0] === "object" ? rest[0] : {};
    if (tag === "img") {
      const { path, shownIn } = parseImageReference(String(props.src ?? ""));
      const picture = pictureOf(path, String(props.alt ?? ""));
      return pictureTree(picture, { sizes: TEXT_IMAGE_SIZES, shownIn }) as Item;
    }
    return [tag, ...withPictures(rest, pictureOf)] as Item;
  });
}

/**
 * Compiles a Markdown file (with YAML front matter) to React's element tree. Raw
 * HTML in the source is dropped; heading ids are added after the sanitiser
 * so that section anchors keep their plain slugs, clear of the page's own ids (`options`).
 * Images become pictures (`pictureOf`).
 */
export async function compileMarkdown(
  source: string,
  pictureOf: PictureOf = (ref) => {
    throw new Error(`No images here: ${ref}`);
  },
  options: MarkdownOptions = {},
): Promise<CompiledMarkdown> {
  const { prefix = "", taken = pageIds(), under = 1 } = options;
  const toc: TocEntry[] = [];
  const processor = markdownToHtmlTree(options)
    .use(headingsUnder(under))
    .use(slugHeadings(prefix))
    .use(headingIdsClearOf(taken))
    .use(collectToc(toc))
    .use(wrapTables)
    .use(focusableCodeBlocks)
    .use(labelTaskCheckboxes)
    .use(markLinksShowingTheirAddress);
  const file = new VFile(source);
  const tree = await processor.run(processor.parse(file), file);
  const body = withPictures(markdownTree(tree), pictureOf);
  return { frontMatter: frontMatterOf(source), body, toc };
}

/** Where a feed entry's text is read from, and the words written into it. */
export interface FeedText {
  /** The site's public address, before the links of the text to its pages. */
  siteUrl: string;
  /** The public address of the page that shows the text, before the text's own anchors. */
  pageUrl: string;
  /** The ids of the text on that page start so (a release's `v2.4.0-`). */
  prefix?: string;
  words: TextWords;
  /** Where the site serves an image the text names (its path as written, without a fragment). */
  image: (path: string) => FeedImage;
}

/** An image as the site serves it to a feed: its file's address on the site, and its size. */
export interface FeedImage {
  src: string;
  width: number;
  height: number;
}

/**
 * Markdown as HTML for a feed reader, which reads it away from the site: links point to the
 * site's public address, a footnote's to its note on the page, and an image to its file there.
 * A reader knows no colour mode: an image shown in dark mode only is left out, its light
 * counterpart shown.
 */
export async function markdownHtml(
  source: string,
  { siteUrl, pageUrl, prefix, words, image }: FeedText,
): Promise<string> {
  const processor = markdownToHtmlTree({ words, ...(prefix ? { prefix } : {}) });
  const tree = await processor.run(processor.parse(source));
  visit(tree, "element", (node: Element, index, parent) => {
    const href = node.properties.href;
    if (isSitePath(href)) {
      node.properties.href = `${siteUrl}${href}`;
    }
    if (typeof href === "string" && href.startsWith("#")) {
      node.properties.href = `${pageUrl}${href}`;
    } else if (typeof href === "string" && isRelativeAddress(href)) {
      node.properties.href = new URL(href, pageUrl).href;
    }
    if (node.tagName === "img" && parent && index !== undefined) {
      const { path, shownIn } = parseImageReference(String(node.properties.src ?? ""));
      if (shownIn === "dark") {
        parent.children.splice(index, 1);
        return index;
      }
      const { src, width, height } = image(path);
      node.properties = {
        src: new URL(src, siteUrl).href,
        alt: node.properties.alt ?? "",
        width,
        height,
      };
    }
  });
  return toHtml(tree);
}
