import type { Root, RootContent } from "mdast";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkStringify from "remark-stringify";
import { unified } from "unified";

/**
 * The Markdown of the content folder: GitHub's (tables, task lists, footnotes, strikethrough)
 * after YAML front matter, which `frontMatterOf` reads; here it is only kept out of the text.
 */
export const markdownSyntax = () =>
  unified().use(remarkParse).use(remarkFrontmatter, ["yaml"]).use(remarkGfm);

/** A Markdown file's syntax tree, with each node's place in the source. */
export const parseMarkdown = (source: string) => markdownSyntax().parse(source) as Root;

/** One node of such a tree written as Markdown of the same kind (a list's items with `-`). */
export const writeMarkdown = (node: RootContent) =>
  markdownSyntax()
    .use(remarkStringify, { bullet: "-" })
    .stringify({ type: "root", children: [node] })
    .trim();
