import type { Element, Root } from "hast";
import { toHtml } from "hast-util-to-html";
import { toString as textOf } from "hast-util-to-string";
import rehypeSanitize from "rehype-sanitize";
import rehypeSlug from "rehype-slug";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { SKIP, visit } from "unist-util-visit";
import { VFile } from "vfile";
import type { MarkdownNode, MarkdownProps, TocEntry } from "#contracts/content.ts";
import { PAGE_IDS } from "#contracts/page-ids.ts";
import { type PictureData, pictureTree } from "#contracts/picture.ts";
import { frontMatterOf } from "#node-shared/content-catalog.ts";
import { parseImageReference } from "../images/image-reference.ts";
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
      if (node.tagName === "h2" && typeof node.properties.id === "string") {
        toc.push({ id: node.properties.id, text: textOf(node) });
      }
    });
  };
}

const HEADING = /^h[1-6]$/;

/** Where a page's headings take their ids: after `prefix`, and never one of `taken`. */
export interface HeadingIds {
  prefix?: string;
  /** The ids the page already has; each id given is added, for the next text on the page. */
  taken?: Set<string>;
}

/** The ids every page has of its own, which no heading may take. */
export const pageIds = (): Set<string> => new Set(Object.values(PAGE_IDS));

/**
 * Keeps each heading's id clear of those the page already has: a clash takes the first free
 * `-1`, `-2` suffix, as a repeated heading does.
 */
function headingIdsClearOf(taken: Set<string>) {
  return () => (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      const { id } = node.properties;
      if (!HEADING.test(node.tagName) || typeof id !== "string") return;
      let free = id;
      for (let n = 1; taken.has(free); n++) free = `${id}-${n}`;
      node.properties.id = free;
      taken.add(free);
    });
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
 * HTML in the source is dropped by the sanitiser; heading ids are added after it
 * so that section anchors keep their plain slugs, clear of the page's own ids (`ids`).
 * Images become pictures (`pictureOf`).
 */
export async function compileMarkdown(
  source: string,
  pictureOf: PictureOf = (ref) => {
    throw new Error(`No images here: ${ref}`);
  },
  { prefix = "", taken = pageIds() }: HeadingIds = {},
): Promise<CompiledMarkdown> {
  const toc: TocEntry[] = [];
  const processor = unified()
    .use(remarkParse)
    // The front matter is read by `frontMatterOf`; here it is only kept out of the text.
    .use(remarkFrontmatter, ["yaml"])
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeSanitize)
    .use(rehypeSlug, { prefix })
    .use(headingIdsClearOf(taken))
    .use(collectToc(toc))
    .use(wrapTables)
    .use(markLinksShowingTheirAddress);
  const file = new VFile(source);
  const tree = await processor.run(processor.parse(file), file);
  const body = withPictures(markdownTree(tree), pictureOf);
  return { frontMatter: frontMatterOf(source), body, toc };
}

/**
 * Markdown as HTML for a feed reader, which reads it away from the site: links point to the
 * site's public address (`siteUrl`), and an image is its alternative text.
 */
export async function markdownHtml(source: string, siteUrl: string): Promise<string> {
  const processor = unified()
    .use(remarkParse)
    .use(remarkFrontmatter, ["yaml"])
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeSanitize);
  const tree = await processor.run(processor.parse(source));
  visit(tree, "element", (node: Element, index, parent) => {
    const href = node.properties.href;
    if (typeof href === "string" && href.startsWith("/") && !href.startsWith("//")) {
      node.properties.href = `${siteUrl}${href}`;
    }
    if (node.tagName === "img" && parent && index !== undefined) {
      parent.children[index] = { type: "text", value: String(node.properties.alt ?? "") };
    }
  });
  return toHtml(tree);
}
