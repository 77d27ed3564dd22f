import * as v from "valibot";
import { dateSchema } from "./dates.ts";

/** The kinds of the fixed legal pages; another legal page names its own (`legalKind:`). */
export const FIXED_LEGAL_KINDS: Readonly<Record<string, string>> = {
  "/PrivacyPolicy": "privacy-policy",
  "/TermsConditions": "terms-of-service",
};

/** How Open Terms Archive names the document types, for the feed's categories. */
export const DOCUMENT_TYPE_NAMES: Readonly<Record<string, string>> = {
  "privacy-policy": "Privacy Policy",
  "terms-of-service": "Terms of Service",
};

export const legalKindSchema = v.pipe(
  v.string(),
  v.regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    "must be lowercase words joined by dashes, e.g. cookie-policy",
  ),
);

const sha256 = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/));
const absoluteUrl = v.pipe(v.string(), v.url());

/** One version of a legal document: the day it came into force, where it is, and its text's hash. */
export const legalVersionSchema = v.strictObject({
  date: dateSchema,
  url: absoluteUrl,
  sha256,
});

/**
 * One legal document: its current version, the earlier ones (newest first), and the versions
 * announced to take effect after the build's date (SPEC §17).
 */
export const legalDocumentSchema = v.strictObject({
  title: v.pipe(v.string(), v.minLength(1)),
  kind: legalKindSchema,
  language: v.pipe(v.string(), v.minLength(2)),
  ...legalVersionSchema.entries,
  earlierVersions: v.array(legalVersionSchema),
  upcoming: v.array(legalVersionSchema),
});

/** `/legal/index.json`. */
export const legalIndexSchema = v.strictObject({
  feed: absoluteUrl,
  documents: v.array(legalDocumentSchema),
});

export type LegalVersion = v.InferOutput<typeof legalVersionSchema>;
export type LegalDocument = v.InferOutput<typeof legalDocumentSchema>;
export type LegalIndex = v.InferOutput<typeof legalIndexSchema>;

/**
 * The text a version's hash is taken of: its blocks (headings, paragraphs, list items) in
 * order, one per line, with runs of white space made one space. Formatting and links are
 * not text: a version keeps its hash as long as its words do.
 */
export function hashedText(blocks: readonly string[]): string {
  return blocks
    .map((block) => block.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}
