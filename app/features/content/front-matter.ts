import { z } from "zod";

const isoDate = z.iso.date("must be a date written as YYYY-MM-DD");

/** What changed in a version of a legal page, one short sentence each. */
const changesSchema = z.array(z.string().min(1)).default([]);

const commonFields = {
  title: z.string().min(1),
  description: z.string().min(1),
  // A page may force a colour mode; "system" would mean "not forced", so it is refused.
  colorMode: z
    .enum(["light", "dark"], { error: 'must be "light" or "dark" (or left out)' })
    .optional(),
};

export const pageFrontMatterSchema = z.strictObject({
  ...commonFields,
  updated: isoDate,
  changes: changesSchema,
});

/** A page of `content/pages/`: its own address, and a layout. Only legal pages need a date. */
export const contentPageFrontMatterSchema = z
  .strictObject({
    ...commonFields,
    path: z.string(),
    layout: z.enum(["legal", "plain"]).default("plain"),
    updated: isoDate.optional(),
    changes: changesSchema,
  })
  .refine((page) => page.layout !== "legal" || page.updated !== undefined, {
    path: ["updated"],
    message: "a legal page must say when it was last updated (updated: YYYY-MM-DD)",
  });

/** An earlier version of a legal page, in `content/history/`; its date is its file name. */
export const versionFrontMatterSchema = z.strictObject({
  title: z.string().min(1),
  description: z.string().min(1),
  changes: changesSchema,
});

const linkSchema = z.strictObject({
  label: z.string().min(1),
  href: z.string().min(1),
});

export const homeFrontMatterSchema = pageFrontMatterSchema.extend({
  hero: z.strictObject({
    eyebrow: z.string().min(1).optional(),
    heading: z.string().min(1),
    lead: z.string().min(1),
  }),
  actions: z.array(linkSchema).max(3).default([]),
  features: z
    .array(
      z.strictObject({
        icon: z
          .string()
          .regex(/^[a-z0-9-]+:[a-z0-9-]+$/, "must be an Iconify name such as lucide:sun"),
        title: z.string().min(1),
        description: z.string().min(1),
      }),
    )
    .default([]),
});

export type PageFrontMatter = z.output<typeof pageFrontMatterSchema>;
export type ContentPageFrontMatter = z.output<typeof contentPageFrontMatterSchema>;
export type HomeFrontMatter = z.output<typeof homeFrontMatterSchema>;

export interface TocEntry {
  id: string;
  text: string;
}

/** A Markdown file compiled at build time. */
export interface MarkdownPage<FrontMatter = PageFrontMatter> {
  frontMatter: FrontMatter;
  html: string;
  toc: TocEntry[];
}
