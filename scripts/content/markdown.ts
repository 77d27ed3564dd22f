import type { Element, Root } from "hast";
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
import type { MarkdownNode, TocEntry } from "#contracts/content.ts";
import { frontMatterOf } from "#node-shared/content-catalog.ts";
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

/**
 * Compiles a Markdown file (with YAML front matter) to React's element tree. Raw
 * HTML in the source is dropped by the sanitiser; heading ids are added after it
 * so that section anchors keep their plain slugs.
 */
export async function compileMarkdown(source: string): Promise<CompiledMarkdown> {
  const toc: TocEntry[] = [];
  const processor = unified()
    .use(remarkParse)
    // The front matter is read by `frontMatterOf`; here it is only kept out of the text.
    .use(remarkFrontmatter, ["yaml"])
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeSanitize)
    .use(rehypeSlug)
    .use(collectToc(toc))
    .use(wrapTables);
  const file = new VFile(source);
  const tree = await processor.run(processor.parse(file), file);
  return { frontMatter: frontMatterOf(source), body: markdownTree(tree), toc };
}
