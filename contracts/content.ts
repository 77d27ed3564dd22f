import * as v from "valibot";
import { dateSchema } from "./dates.ts";
import { legalKindSchema } from "./legal-changes.ts";
import type { PictureData } from "./picture.ts";

const text = v.pipe(v.string(), v.minLength(1));

/** What changed in a version of a legal page, one short sentence each. */
const changesSchema = v.optional(v.array(text), () => []);

/** `draft: true` keeps a file out of a production build; the development server shows it, marked. */
const draft = v.optional(v.boolean("must be true or false (or left out)"));

const commonFields = {
  title: text,
  description: text,
  draft,
  // A page may force a colour mode; "system" would mean "not forced", so it is refused.
  colorMode: v.optional(v.picklist(["light", "dark"], 'must be "light" or "dark" (or left out)')),
};

/** For a version that takes effect after the build's date: the day it was announced. */
const announced = v.optional(dateSchema);

export const pageFrontMatterSchema = v.strictObject({
  ...commonFields,
  updated: dateSchema,
  announced,
  changes: changesSchema,
});

/** A page of `content/pages/`: its own address, and a layout. Only legal pages need a date. */
export const contentPageFrontMatterSchema = v.pipe(
  v.strictObject({
    ...commonFields,
    path: v.string(),
    layout: v.optional(v.picklist(["legal", "plain"]), "plain"),
    // What kind of legal document it is, for the version index (default: its path's last name).
    legalKind: v.optional(legalKindSchema),
    updated: v.optional(dateSchema),
    announced,
    changes: changesSchema,
  }),
  v.forward(
    v.check(
      (page) => page.layout !== "legal" || page.updated !== undefined,
      "a legal page must say when it was last updated (updated: YYYY-MM-DD)",
    ),
    ["updated"],
  ),
);

/** An earlier version of a legal page, in `content/history/`; its date is its file name. */
export const versionFrontMatterSchema = v.strictObject({
  title: text,
  description: text,
  draft,
  changes: changesSchema,
});

/** A version as the app shows it: numbers joined by dots, then any pre-release label. */
export const RELEASE_VERSION = /^\d+(?:\.\d+)*(?:-[0-9A-Za-z.]+)?$/;

/** A release of the product, `releases/<version>.md`: its version, its day and its notes. */
export const releaseFrontMatterSchema = v.strictObject({
  version: v.pipe(
    v.string('must be text: quote a version such as "2.4" or write it as 2.4.0'),
    v.regex(RELEASE_VERSION, "must be a version as the app shows it, e.g. 2.4.0 or 3.0.0-beta.1"),
  ),
  date: dateSchema,
  title: v.optional(text),
  draft,
});

const linkSchema = v.strictObject({ label: text, href: text });

export const homeFrontMatterSchema = v.strictObject({
  ...pageFrontMatterSchema.entries,
  hero: v.strictObject({
    eyebrow: v.optional(text),
    heading: text,
    lead: text,
    // Paths relative to the file or to content/images/; `alt: ""` marks a decorative image.
    image: v.optional(v.strictObject({ light: text, dark: v.optional(text), alt: v.string() })),
  }),
  actions: v.optional(v.pipe(v.array(linkSchema), v.maxLength(3)), () => []),
  features: v.optional(
    v.array(
      v.strictObject({
        icon: v.pipe(
          v.string(),
          v.regex(/^[a-z0-9-]+:[a-z0-9-]+$/, "must be an Iconify name such as lucide:sun"),
        ),
        title: text,
        description: text,
      }),
    ),
    () => [],
  ),
});

export type PageFrontMatter = v.InferOutput<typeof pageFrontMatterSchema>;
export type ContentPageFrontMatter = v.InferOutput<typeof contentPageFrontMatterSchema>;
export type ReleaseFrontMatter = v.InferOutput<typeof releaseFrontMatterSchema>;
type HomeFrontMatterInput = v.InferOutput<typeof homeFrontMatterSchema>;
/** The home page's front matter as pages get it: the hero's image encoded. */
export type HomeFrontMatter = Omit<HomeFrontMatterInput, "hero"> & {
  hero: Omit<HomeFrontMatterInput["hero"], "image"> & { image?: PictureData };
};

export interface TocEntry {
  id: string;
  text: string;
}

export type { MarkdownElement, MarkdownNode, MarkdownProps } from "./markdown-nodes.ts";

import type { MarkdownNode } from "./markdown-nodes.ts";

/** A Markdown file compiled at build time. */
export interface MarkdownPage<FrontMatter = PageFrontMatter> {
  frontMatter: FrontMatter;
  body: MarkdownNode[];
  toc: TocEntry[];
}

/** A link to an earlier version of a legal page. */
export interface VersionLink {
  date: string;
  path: string;
}

/** A block of a document's text: a heading, a paragraph or a list item. */
export interface TextBlock {
  kind: "h2" | "h3" | "h4" | "p" | "li";
  text: string;
}

/** A run of words: in both versions, only in the earlier one, or only in the later one. */
export interface DiffSegment {
  change: "same" | "removed" | "added";
  text: string;
}

export interface DiffBlock {
  kind: TextBlock["kind"];
  segments: DiffSegment[];
}

/** An earlier version of a legal page, as its own page shows it. */
export interface ArchivedVersion {
  status: "earlier";
  /** The version's own title and description, as they were. */
  title: string;
  description: string;
  /** The day it came into force. */
  date: string;
  /** The day the version after it came into force. */
  supersededOn: string;
  /** The current page: its address and title. */
  current: { path: string; title: string };
  /** What the version after it changed, in its own words. */
  nextChanges: string[];
  /** Its text, marked with the changes the version after it made. */
  blocks: DiffBlock[];
}

/**
 * A version of a legal page that takes effect after the build's date, as its own page shows it
 * (`/<Page>/<YYYY-MM-DD>`): the version in force, marked with what it changes.
 */
export interface UpcomingVersion {
  status: "upcoming";
  title: string;
  description: string;
  /** The day it takes effect. */
  date: string;
  /** The day it was announced. */
  announced: string;
  /** Shown by the development server only: announced after the build's date. */
  announcedLater?: true;
  /** The current page: its address and title, and the day the version in force took effect. */
  current: { path: string; title: string; date: string };
  /** What it changes, in its own words. */
  changes: string[];
  /** The version in force, marked with the words this one removes and adds. */
  blocks: DiffBlock[];
}

/** What the current page says of its upcoming version: when, what changes, and where to read it. */
export interface UpcomingNotice {
  path: string;
  date: string;
  changes: string[];
  /** Shown by the development server only: the day it is announced, after the build's date. */
  announcedOn?: string;
}

/** A release of the product, as the release notes show it. */
export interface Release {
  version: string;
  date: string;
  title?: string;
  body: MarkdownNode[];
  /** Shown by the development server only: a draft, or dated after the build's date. */
  draft?: true;
  scheduled?: true;
}

/**
 * Every page `content/` makes, in every language, compiled: the home pages, every other page
 * (the fixed legal pages and those of `pages/`), the legal pages' history, and which languages
 * each page is written in.
 */
export interface SiteContent {
  /** The home page of each language, by its address (`/`, `/de`). */
  homes: Record<string, MarkdownPage<HomeFrontMatter>>;
  /** Every other page, by its address (`/PrivacyPolicy`, `/de/Support`). */
  pages: Record<string, MarkdownPage<ContentPageFrontMatter>>;
  /** The codes of the languages each page is in, by its address in the default language. */
  translations: Record<string, string[]>;
  /** Earlier versions of each legal page, newest first, by the page's address. */
  history: Record<string, VersionLink[]>;
  /** Earlier and upcoming versions of the legal pages, by their own address. */
  versions: Record<string, ArchivedVersion | UpcomingVersion>;
  /** The upcoming version of each legal page that has one, by the page's address. */
  upcoming: Record<string, UpcomingNotice>;
  /** Each language's releases, newest first, by the release notes' address (`/WhatsNew`). */
  releases: Record<string, Release[]>;
}
