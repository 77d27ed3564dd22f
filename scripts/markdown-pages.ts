import { join } from "node:path";
import type {
  Definition,
  Heading,
  Image,
  ImageReference,
  Link,
  Nodes,
  PhrasingContent,
  Root,
  Text,
} from "mdast";
import { visit } from "unist-util-visit";
import {
  APP_STORE,
  appStoreAddress,
  GOOGLE_PLAY,
  googlePlayAddress,
} from "#contracts/app-stores.ts";
import { homeFrontMatterSchema } from "#contracts/content.ts";
import { formatDate } from "#contracts/dates.ts";
import { markdownAddress, underBase } from "#contracts/http/address-table.ts";
import { isSitePath } from "#contracts/http/site-path.ts";
import { fill, type Messages, messagesIn } from "#contracts/messages.ts";
import type { AppConfig } from "#contracts/site-config.ts";
import { versionTitle } from "#contracts/social-card.ts";
import { type Catalog, type CatalogPage, contentFile } from "#node-shared/content-catalog.ts";
import { validate } from "#node-shared/validation.ts";
import { levelsUnder } from "./content/heading-levels.ts";
import { legalTexts } from "./content/legal-texts.ts";
import { parseMarkdown, writeMarkdown } from "./content/markdown-syntax.ts";
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

/** Where the site serves what a Markdown file names. */
export interface ServedAddresses {
  /** The path the site is served under (`/`, `/legal/`). */
  base: string;
  /** An image the file names by `ref` (written without a fragment). */
  image(markdownFile: string, ref: string): string;
}

type Destination = Link | Image | Definition;

/** A stretch of the source to write differently, by its offsets there. */
interface Edit {
  from: number;
  to: number;
  text: string;
}

/**
 * Where `url` is written as an address between `from` and `to`: the last place where it stands
 * alone, after `(`, `<` or a space and before `)`, `>` or a space; -1 if nowhere.
 */
function addressAt(source: string, url: string, from: number, to: number): number {
  for (let at = source.lastIndexOf(url, to - url.length); at >= from && at > 0; ) {
    const before = source.charAt(at - 1);
    const after = source.charAt(at + url.length);
    if (/[(<\s]/.test(before) && /^$|[)>\s]/.test(after)) return at;
    at = source.lastIndexOf(url, at - 1);
  }
  return -1;
}

/**
 * The edits that write a text's headings at the levels its page shows them at (`levelsUnder`).
 * An underlined heading (`Fixes` over `===`) is written with `#` marks, on one line.
 */
function headingsUnder(tree: Root, source: string, under: number): Edit[] {
  const headings: Heading[] = [];
  visit(tree, "heading", (node: Heading) => {
    headings.push(node);
  });
  const onPage = levelsUnder(
    headings.map((node) => node.depth),
    under,
  );
  return headings.flatMap((node): Edit[] => {
    const marks = "#".repeat(onPage(node.depth));
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    const first = node.children[0]?.position?.start.offset ?? end;
    const last = node.children.at(-1)?.position?.end.offset ?? end;
    if (start === undefined || end === undefined || first === undefined || last === undefined) {
      return [];
    }
    if (source.charAt(start) === "#") {
      return [{ from: start, to: first, text: first === end ? marks : `${marks} ` }];
    }
    const lineBreaks = [...source.slice(first, last).matchAll(/[ \t]*\n[ \t]*/g)].map(
      (found): Edit => ({
        from: first + found.index,
        to: first + found.index + found[0].length,
        text: " ",
      }),
    );
    return [
      { from: start, to: start, text: `${marks} ` },
      ...lineBreaks,
      { from: last, to: end, text: "" },
    ];
  });
}

/** How a Markdown file's text is written into a page's Markdown. */
interface BodyOptions {
  /** The level of the heading the text stands under on its page, if not the page's title's. */
  under?: number;
}

/**
 * A Markdown file's text as written, without its front matter, each image and each link to a
 * page of the site named by the address the site serves it at, as the page's own `<img>` and
 * `<a>` do: an image's file (its fragment kept) and a page under the base path. The file's own
 * addresses name an image relative to the content folder and a page relative to the site. A
 * text under another heading than the page's title has its headings written below that one.
 */
export function bodyOf(
  markdownFile: string,
  source: string,
  served: ServedAddresses,
  { under }: BodyOptions = {},
): string {
  const tree = parseMarkdown(source);
  const imageLabels = new Set<string>();
  visit(tree, "imageReference", (node: ImageReference) => {
    imageLabels.add(node.identifier);
  });
  const servedUrl = (node: Destination) => {
    if (node.type === "image" || (node.type === "definition" && imageLabels.has(node.identifier))) {
      const hash = node.url.indexOf("#");
      const fragment = hash === -1 ? "" : node.url.slice(hash);
      return `${served.image(markdownFile, parseImageReference(node.url).path)}${fragment}`;
    }
    return isSitePath(node.url) ? underBase(served.base, node.url) : node.url;
  };
  const edits: Edit[] = [];
  const writtenAnew: Destination[] = [];
  visit(tree, (node: Nodes) => {
    if (node.type !== "link" && node.type !== "image" && node.type !== "definition") return;
    const url = servedUrl(node);
    const { start, end } = node.position ?? {};
    if (url === node.url || start?.offset === undefined || end?.offset === undefined) return;
    // The address follows a link's text, an image's alt text or a definition's label, which may
    // repeat it; so may a title, after it. One written with escapes is not found: it is written anew.
    const from =
      node.type === "link"
        ? (node.children.at(-1)?.position?.end.offset ?? start.offset)
        : start.offset;
    const at = node.title?.includes(node.url) ? -1 : addressAt(source, node.url, from, end.offset);
    if (at === -1) writtenAnew.push(node);
    else edits.push({ from: at, to: at + node.url.length, text: url });
    node.url = url;
  });
  // Written once every address has been replaced, so that an image inside a link is served too.
  for (const node of writtenAnew) {
    const { start, end } = node.position ?? {};
    edits.push({ from: start?.offset ?? 0, to: end?.offset ?? 0, text: writeMarkdown(node) });
  }
  if (under !== undefined) edits.push(...headingsUnder(tree, source, under));
  // The front matter comes first: the text starts where it ends.
  const [first] = tree.children;
  let text = "";
  let cursor = first?.type === "yaml" ? (first.position?.end.offset ?? 0) : 0;
  for (const edit of edits.sort((a, b) => a.from - b.from)) {
    // An edit inside a node written anew is in it already.
    if (edit.from < cursor) continue;
    text += `${source.slice(cursor, edit.from)}${edit.text}`;
    cursor = edit.to;
  }
  // Its lines end as the lines the site writes around it do, whatever the editor saved.
  return `${text}${source.slice(cursor)}`.replace(/\r\n?/g, "\n").trim();
}

/**
 * Text the site writes, or a title or summary from front matter: plain text, each run of white
 * space one space, written so that Markdown reads it as that text (`12. November 2026` is no
 * list, `<b>` no markup).
 */
const plain = (value: string): Text => ({ type: "text", value: value.replace(/\s+/g, " ").trim() });
const paragraph = (value: string) =>
  value.trim() ? writeMarkdown({ type: "paragraph", children: [plain(value)] }) : "";
const heading = (depth: 1 | 2 | 3, value: string) =>
  writeMarkdown({ type: "heading", depth, children: [plain(value)] });

/** A page's Markdown: its title as the heading, then lines the site writes, then the text. */
const document = (title: string, lines: string[], text: string) =>
  `${[heading(1, title), ...lines.map(paragraph), text].filter(Boolean).join("\n\n")}\n`;

/** A link the site writes: `[words](address)`. */
const link = (words: string, address: string): Link => ({
  type: "link",
  url: address,
  children: [plain(words)],
});

/** A sentence the site writes, then a link, as a Markdown paragraph. */
const sentenceWithLink = (sentence: string, words: string, address: string) =>
  writeMarkdown({
    type: "paragraph",
    children: [plain(sentence), { type: "text", value: " " }, link(words, address)],
  });

/** Lines the site writes as a Markdown list (`- …`), or nothing for none. */
const bulletList = (items: readonly PhrasingContent[][]) =>
  items.length > 0
    ? writeMarkdown({
        type: "list",
        spread: false,
        children: items.map((children) => ({
          type: "listItem",
          children: [{ type: "paragraph", children }],
        })),
      })
    : "";

/**
 * The notice a legal page shows of its next version, as Markdown: the day it changes, a link to
 * the new text's Markdown copy (`address`), and what changes.
 */
function upcomingNotice(
  messages: Messages,
  next: { date: string; changes: readonly string[] },
  address: string,
): string {
  const sentence = sentenceWithLink(
    fill(messages.upcomingNotice, { date: formatDate(next.date, messages) }),
    messages.readUpcoming,
    address,
  );
  const changes = bulletList(next.changes.map((change) => [plain(change)]));
  return [sentence, changes].filter(Boolean).join("\n\n");
}

/**
 * What a home page shows beside its text, as Markdown: the stores the app is in, its latest
 * release (linking to the release notes' copy, `notes`) and the features, as on the page.
 */
function homeParts(
  messages: Messages,
  site: { productName: string; app?: AppConfig | undefined },
  features: readonly { title: string; description: string }[],
  latest: { version: string; date: string; notes: string } | undefined,
): string[] {
  const { ios, android } = site.app ?? {};
  const stores = bulletList([
    ...(ios?.appStoreId
      ? [
          [
            link(
              fill(messages.appStoreBadge, { store: APP_STORE }),
              appStoreAddress(ios.appStoreId),
            ),
          ],
        ]
      : []),
    ...(android?.package
      ? [
          [
            link(
              fill(messages.googlePlayBadge, { store: GOOGLE_PLAY }),
              googlePlayAddress(android.package),
            ),
          ],
        ]
      : []),
  ]);
  const release =
    latest &&
    writeMarkdown({
      type: "paragraph",
      children: [
        link(fill(messages.latestRelease, { version: latest.version }), latest.notes),
        { type: "text", value: ` · ${formatDate(latest.date, messages)}` },
      ],
    });
  const featureList =
    features.length > 0 &&
    [
      heading(2, fill(messages.featuresHeading, { product: site.productName })),
      ...features.flatMap(({ title, description }) => [heading(3, title), paragraph(description)]),
    ].join("\n\n");
  return [stores, release, featureList].filter((part): part is string => Boolean(part));
}

/**
 * Every published page of the catalog as Markdown, in every language: the site owner's text
 * under the page's title, a legal page's dates in its language, a home page's stores, latest
 * release and features, and the release notes made of the releases. Drafts and scheduled
 * releases are not in the catalog, so not here either.
 */
export function markdownPages(
  contentDir: string,
  catalog: Catalog,
  site: {
    productName: string;
    messages: Readonly<Record<string, Messages>>;
    app?: AppConfig | undefined;
  },
  served: ServedAddresses,
): MarkdownPage[] {
  const textOf = (file: string, source: string, options?: BodyOptions) =>
    bodyOf(file, source, served, options);
  const pages: MarkdownPage[] = [];
  for (const page of catalog.pages) {
    const messages = messagesIn(site.messages, page.language);
    const date = (day: string) => formatDate(day, messages);
    const base = { layout: page.layout, language: page.language };
    if (page.layout === "releases") {
      const releases = catalog.releases.filter((release) => release.language === page.language);
      const sections = releases.map((release) => {
        const versionHeading = fill(messages.releaseHeading, { version: release.version });
        const notes = textOf(
          join(contentDir, release.file),
          contentFile(catalog, release.file).source,
          { under: 2 },
        );
        const title = release.title ? `${versionHeading}: ${release.title}` : versionHeading;
        return [heading(2, title), paragraph(date(release.date)), notes].join("\n\n");
      });
      pages.push({
        ...base,
        path: page.path,
        title: messages.whatsNew,
        description: fill(messages.whatsNewDescription, { product: site.productName }),
        current: true,
        markdown: document(messages.whatsNew, [], sections.join("\n\n")),
      });
      continue;
    }
    const { frontMatter, source } = contentFile(catalog, page.file);
    const file = join(contentDir, page.file);
    if (page.layout === "home") {
      const home = validate(homeFrontMatterSchema, frontMatter, file, "front matter", { source });
      const [latest] = catalog.releases.filter((release) => release.language === page.language);
      const notes = catalog.pages.find(
        (candidate) => candidate.layout === "releases" && candidate.language === page.language,
      );
      const parts = homeParts(
        messages,
        site,
        home.features,
        latest &&
          notes && {
            ...latest,
            notes: underBase(served.base, markdownAddress(notes.path, false)),
          },
      );
      pages.push({
        ...base,
        path: page.path,
        title: home.title,
        description: home.description,
        current: true,
        markdown: document(
          home.title,
          [home.hero.lead],
          [...parts, textOf(file, source)].join("\n\n"),
        ),
      });
      continue;
    }
    if (page.layout !== "legal") {
      const title = String(frontMatter.title ?? "");
      pages.push({
        ...base,
        path: page.path,
        title,
        description: String(frontMatter.description ?? ""),
        current: true,
        markdown: document(title, [], textOf(file, source)),
      });
      continue;
    }
    const { current, earlier, upcoming } = legalTexts(contentDir, catalog, page);
    const copyOf = (path: string) => underBase(served.base, markdownAddress(path, false));
    // The notice of the next version stands between the date and the text, as on the page.
    const notice = upcoming && upcomingNotice(messages, upcoming, copyOf(upcoming.path));
    // A version not in force says so, and links to the current page's copy, as its page does.
    const status = (sentence: string) =>
      sentenceWithLink(
        sentence,
        fill(messages.readCurrent, { title: current.title }),
        copyOf(page.path),
      );
    pages.push({
      ...base,
      path: page.path,
      title: current.title,
      description: current.description,
      current: true,
      markdown: document(
        current.title,
        [fill(messages.lastUpdated, { date: date(current.date) })],
        [notice, textOf(current.file, current.source)].filter(Boolean).join("\n\n"),
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
          [],
          [
            status(
              `${messages.notCurrentVersion} ${fill(messages.inForceFromUntil, { from: date(text.date), until: date(until) })}`,
            ),
            textOf(text.file, text.source),
          ].join("\n\n"),
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
          [],
          [
            status(
              `${messages.notYetInForce} ${fill(messages.takesEffectOn, { date: date(upcoming.date), since: date(current.date) })}`,
            ),
            textOf(upcoming.file, upcoming.source),
          ].join("\n\n"),
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
  catalog: Pick<Catalog, "languages">,
  pages: readonly MarkdownPage[],
): string {
  const link = (page: MarkdownPage) =>
    `- ${writeMarkdown({
      type: "paragraph",
      children: [
        {
          type: "link",
          url: `${site.siteUrl}${markdownAddress(page.path, page.layout === "home")}`,
          children: [plain(page.title)],
        },
        { type: "text", value: ": " },
        plain(page.description),
      ],
    })}`;
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
  return `${heading(1, site.productName)}\n\n> ${paragraph(site.tagline)}\n\n${sections.join("\n\n")}\n`;
}
