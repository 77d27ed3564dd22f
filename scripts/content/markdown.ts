import type { Element, Root } from "hast";
import { toString as textOf } from "hast-util-to-string";
import rehypeSanitize from "rehype-sanitize";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { SKIP, visit } from "unist-util-visit";
import { matter } from "vfile-matter";
import type { TocEntry } from "#contracts/content.ts";

export interface CompiledMarkdown {
  frontMatter: unknown;
  html: string;
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

/** Wide tables scroll on their own on a phone, and keyboard users can scroll them too. */
function wrapTables() {
  return (tree: Root) => {
    visit(tree, "element", (node: Element, index, parent) => {
      if (node.tagName !== "table" || !parent || index === undefined) return;
      parent.children[index] = {
        type: "element",
        tagName: "div",
        properties: {
          className: ["table-scroll"],
          tabIndex: 0,
          role: "region",
          ariaLabel: "Table",
        },
        children: [node],
      };
      return SKIP;
    });
  };
}

/** Links to the site's own pages (`/PrivacyPolicy`) get the base path the site is served under. */
function prefixSiteLinks(base: string) {
  return () => (tree: Root) => {
    if (base === "/") return;
    visit(tree, "element", (node: Element) => {
      const { href } = node.properties;
      if (node.tagName === "a" && typeof href === "string" && /^\/(?!\/)/.test(href)) {
        node.properties.href = `${base}${href.slice(1)}`;
      }
    });
  };
}

/**
 * Turns a Markdown file (with YAML front matter) into sanitised HTML. Raw HTML in
 * the source is dropped by the sanitiser; heading ids are added after it so that
 * section anchors keep their plain slugs.
 */
export async function compileMarkdown(source: string, base = "/"): Promise<CompiledMarkdown> {
  const toc: TocEntry[] = [];
  const file = await unified()
    .use(remarkParse)
    .use(remarkFrontmatter, ["yaml"])
    .use(() => (_tree, vfile) => {
      matter(vfile);
    })
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeSanitize)
    .use(rehypeSlug)
    .use(collectToc(toc))
    .use(wrapTables)
    .use(prefixSiteLinks(base))
    .use(rehypeStringify)
    .process(source);
  return { frontMatter: file.data.matter ?? {}, html: String(file), toc };
}
