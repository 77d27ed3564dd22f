import { join } from "node:path";
import type { Image } from "mdast";
import { toMarkdown } from "mdast-util-to-markdown";
import { visit } from "unist-util-visit";
import { formatDate } from "#contracts/dates.ts";
import { markdownAddress } from "#contracts/http/address-table.ts";
import { fill, type Messages, messagesIn } from "#contracts/messages.ts";
import { versionTitle } from "#contracts/social-card.ts";
import { type Catalog, type CatalogPage, contentFile } from "#node-shared/content-catalog.ts";
import { legalTexts } from "./content/legal-texts.ts";
import { parseMarkdown } from "./content/markdown-syntax.ts";
import { parseImageReference } from "./images/image-reference.ts";

/** A page as Markdown: its address, title, description and text (SPEC §19). */
export interface MarkdownPage {
  /** The page's address in the site (`/`, `/de/Support`, `/PrivacyPolicy/2026-05-01`). */
  path: string;
  title: string;
  description: string;
  layout: CatalogPage["layout"];
  language: string;
  /** A current page (not an earlier or upcoming version). */
  current: boolean;
  markdown: string;
}

/** Where the site serves an image a Markdown file names by `ref` (written without a fragment). */
export type ImageAddress = (markdownFile: string, ref: string) => string;

/**
 * A Markdown file's text as written, without its front matter, each image named by the address
 * the site serves it at (its `<img>`'s file, the fragment kept): the file's own address, relative
 * to the content folder, names no file on the site.
 */
export function bodyOf(markdownFile: string, source: string, imageAddress: ImageAddress): string {
  const tree = parseMarkdown(source);
  const images: Image[] = [];
  visit(tree, "image", (node: Image) => {
    images.push(node);
  });
  let text = source;
  // From the last, so that each image's offsets still hold when it is replaced.
  for (const image of images.reverse()) {
    const { start, end } = image.position ?? {};
    if (start?.offset === undefined || end?.offset === undefined) continue;
    const ref = parseImageReference(image.url).path;
    const url = `${imageAddress(markdownFile, ref)}${image.url.slice(ref.length)}`;
    const written = text.slice(start.offset, end.offset);
    // The address as written is the destination's, after the alt text; one written with
    // escapes is not found so, and the image is written anew.
    const at = written.lastIndexOf(image.url);
    const served =
      at === -1
        ? toMarkdown({ ...image, url }).trim()
        : `${written.slice(0, at)}${url}${written.slice(at + image.url.length)}`;
    text = `${text.slice(0, start.offset)}${served}${text.slice(end.offset)}`;
  }
  // The front matter comes before any image: its end has not moved.
  const [first] = tree.children;
  return text.slice(first?.type === "yaml" ? (first.position?.end.offset ?? 0) : 0).trim();
}

const document = (title: string, ...parts: string[]) =>
  `${[`# ${title}`, ...parts.filter(Boolean)].join("\n\n")}\n`;

/**
 * Every published page of the catalog as Markdown, in every language: the site owner's text
 * under the page's title, a legal page's dates in its language, and the release notes made of
 * the releases. Drafts and scheduled releases are not in the catalog, so not here either.
 */
export function markdownPages(
  contentDir: string,
  catalog: Catalog,
  site: { productName: string; messages: Readonly<Record<string, Messages>> },
  imageAddress: ImageAddress,
): MarkdownPage[] {
  const textOf = (file: string, source: string) => bodyOf(file, source, imageAddress);
  const pages: MarkdownPage[] = [];
  for (const page of catalog.pages) {
    const messages = messagesIn(site.messages, page.language);
    const date = (day: string) => formatDate(day, messages);
    const base = { layout: page.layout, language: page.language };
    if (page.layout === "releases") {
      const releases = catalog.releases.filter((release) => release.language === page.language);
      const sections = releases.map((release) => {
        const heading = fill(messages.releaseHeading, { version: release.version });
        const notes = textOf(
          join(contentDir, release.file),
          contentFile(catalog, release.file).source,
        );
        return `## ${release.title ? `${heading}: ${release.title}` : heading}\n\n${date(release.date)}\n\n${notes}`;
      });
      pages.push({
        ...base,
        path: page.path,
        title: messages.whatsNew,
        description: fill(messages.whatsNewDescription, { product: site.productName }),
        current: true,
        markdown: document(messages.whatsNew, ...sections),
      });
      continue;
    }
    const { frontMatter, source } = contentFile(catalog, page.file);
    if (page.layout !== "legal") {
      const title = String(frontMatter.title ?? "");
      const lead =
        page.layout === "home"
          ? String((frontMatter.hero as { lead?: unknown } | undefined)?.lead ?? "")
          : "";
      pages.push({
        ...base,
        path: page.path,
        title,
        description: String(frontMatter.description ?? ""),
        current: true,
        markdown: document(title, lead, textOf(join(contentDir, page.file), source)),
      });
      continue;
    }
    const { current, earlier, upcoming } = legalTexts(contentDir, catalog, page);
    pages.push({
      ...base,
      path: page.path,
      title: current.title,
      description: current.description,
      current: true,
      markdown: document(
        current.title,
        fill(messages.lastUpdated, { date: date(current.date) }),
        textOf(current.file, current.source),
      ),
    });
    earlier.forEach((text, index) => {
      const until = (earlier[index + 1] ?? current).date;
      const title = versionTitle(text.title, text.date, messages);
      pages.push({
        ...base,
        path: text.path,
        title,
        description: text.description,
        current: false,
        markdown: document(
          title,
          `${messages.notCurrentVersion} ${fill(messages.inForceFromUntil, { from: date(text.date), until: date(until) })}`,
          textOf(text.file, text.source),
        ),
      });
    });
    if (upcoming) {
      const title = versionTitle(upcoming.title, upcoming.date, messages);
      pages.push({
        ...base,
        path: upcoming.path,
        title,
        description: upcoming.description,
        current: false,
        markdown: document(
          title,
          `${messages.notYetInForce} ${fill(messages.takesEffectOn, { date: date(upcoming.date), since: date(current.date) })}`,
          textOf(upcoming.file, upcoming.source),
        ),
      });
    }
  }
  return pages;
}

/**
 * `/llms.txt`, as the llms.txt proposal has it: the product's name, its tagline as the summary,
 * then the Markdown address of every current page with its description, the legal pages in a
 * section of their own; one pair of sections per language, the default language's first.
 */
export function llmsTxt(
  site: { productName: string; tagline: string; siteUrl: string },
  catalog: Catalog,
  pages: readonly MarkdownPage[],
): string {
  const link = (page: MarkdownPage) =>
    `- [${page.title}](${site.siteUrl}${markdownAddress(page.path, page.layout === "home")}): ${page.description}`;
  const several = catalog.languages.length > 1;
  const sections = catalog.languages.flatMap(({ code, name }) => {
    const inLanguage = pages.filter((page) => page.current && page.language === code);
    const suffix = several ? ` (${name})` : "";
    const order = (page: MarkdownPage) =>
      page.layout === "home" ? 0 : page.layout === "releases" ? 2 : 1;
    const general = inLanguage
      .filter((page) => page.layout !== "legal")
      .sort((a, b) => order(a) - order(b));
    const legal = inLanguage.filter((page) => page.layout === "legal");
    return [
      ...(general.length ? [`## Pages${suffix}\n\n${general.map(link).join("\n")}`] : []),
      ...(legal.length ? [`## Legal${suffix}\n\n${legal.map(link).join("\n")}`] : []),
    ];
  });
  return `# ${site.productName}\n\n> ${site.tagline}\n\n${sections.join("\n\n")}\n`;
}
