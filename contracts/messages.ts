import * as v from "valibot";
import { REASON_PHRASES } from "./http/reason-phrases.ts";

const text = v.pipe(v.string(), v.minLength(1, "must not be empty"));

/**
 * Everything the site writes itself, in one language: the site owner's `messages.ts` of each
 * language (`content/messages.ts`, `content/<code>/messages.ts`) is checked against it, by the
 * type-check and by the build. `{name}` marks where a value goes.
 */
export const messagesSchema = v.strictObject({
  skipLink: text,
  mainNavigation: text,
  footerNavigation: text,
  loadingPage: text,
  colorMode: text,
  light: text,
  dark: text,
  system: text,
  forcedColorModeNote: text,
  forcedModeNames: v.strictObject({ light: text, dark: text }),
  languages: text,
  lastUpdated: text,
  followChanges: text,
  whatChanged: text,
  earlierVersions: text,
  inForceFrom: text,
  onThisPage: text,
  /** The heading of a text's footnotes, which screen readers read. */
  footnotes: text,
  /** A footnote's link back to where the text refers to it. */
  backToReference: text,
  /** The name above each kind of alert in a text (`> [!NOTE]`), as GitHub shows them. */
  alerts: v.strictObject({ note: text, tip: text, important: text, warning: text, caution: text }),
  notCurrentVersion: text,
  inForceFromUntil: text,
  readCurrent: text,
  orFollowChanges: text,
  /** The link's words in `orFollowChanges`, written as they read inside its sentence. */
  followChangesInSentence: text,
  changesMadeOn: text,
  changesExplained: text,
  removed: text,
  added: text,
  struckThrough: text,
  underlined: text,
  textUnchanged: text,
  legalFeedTitle: text,
  feedEntryTitle: text,
  versionTitle: text,
  errorLabel: text,
  // The words for each status the site's errors carry (`REASON_PHRASES` in English).
  statusMessages: v.strictObject(
    Object.fromEntries(Object.keys(REASON_PHRASES).map((status) => [status, text])) as Record<
      keyof typeof REASON_PHRASES,
      typeof text
    >,
  ),
  errorMessage: text,
  tryAgain: text,
  goHome: text,
  notFoundHeading: text,
  notFoundMessage: text,
  notFoundSuggestion: text,
  notFoundTitle: text,
  notFoundDescription: text,
  appLinkTitle: text,
  appLinkHeading: text,
  appLinkMessage: text,
  readLegal: text,
  privacyPolicy: text,
  termsAndConditions: text,
  featuresHeading: text,
  suggestion: text,
  suggestionLink: text,
  dismiss: text,
  months: v.pipe(v.array(text), v.length(12, "must name the twelve months, January first")),
  whatsNew: text,
  whatsNewDescription: text,
  releaseHeading: text,
  releaseEntryTitle: text,
  releaseFeedTitle: text,
  followReleases: text,
  latestRelease: text,
  draft: text,
  scheduled: text,
  upcomingNotice: text,
  readUpcoming: text,
  notYetInForce: text,
  takesEffectOn: text,
  changesTakingEffect: text,
  upcomingExplained: text,
  upcomingUnchanged: text,
  appStoreBadge: text,
  googlePlayBadge: text,
  date: text,
});

/** The interface text of one language. */
export type Messages = v.InferOutput<typeof messagesSchema>;

/**
 * Texts only the build writes (the footnotes and alerts of a page's text, the feeds' entries):
 * no page's data carries them.
 */
const BUILD_TEXTS = [
  "footnotes",
  "backToReference",
  "alerts",
  "feedEntryTitle",
  "releaseEntryTitle",
] as const satisfies readonly (keyof Messages)[];

/**
 * The texts of an earlier or upcoming version of a legal page: only those pages' data carries
 * them (`versionMessages`).
 */
const VERSION_TEXTS = [
  "notCurrentVersion",
  "inForceFromUntil",
  "readCurrent",
  "orFollowChanges",
  "followChangesInSentence",
  "changesMadeOn",
  "changesExplained",
  "removed",
  "added",
  "struckThrough",
  "underlined",
  "textUnchanged",
  "versionTitle",
  "notYetInForce",
  "takesEffectOn",
  "changesTakingEffect",
  "upcomingExplained",
  "upcomingUnchanged",
] as const satisfies readonly (keyof Messages)[];

/** The texts of a legal page's versions. */
export type VersionMessages = Pick<Messages, (typeof VERSION_TEXTS)[number]>;

/** The interface text every page's data carries: all but the build's and the versions'. */
export type PageMessages = Omit<
  Messages,
  (typeof BUILD_TEXTS)[number] | (typeof VERSION_TEXTS)[number]
>;

/** A language's interface text as every page's data carries it. */
export function pageMessages(messages: Messages): PageMessages {
  const leftOut: readonly string[] = [...BUILD_TEXTS, ...VERSION_TEXTS];
  return Object.fromEntries(
    Object.entries(messages).filter(([key]) => !leftOut.includes(key)),
  ) as PageMessages;
}

/** A language's texts of a legal page's versions. */
export function versionMessages(messages: Messages): VersionMessages {
  return Object.fromEntries(VERSION_TEXTS.map((key) => [key, messages[key]])) as VersionMessages;
}

/** A language's interface text, of every language's (the build has checked each is there). */
export function messagesIn<Text = Messages>(
  messages: Readonly<Record<string, Text>>,
  code: string,
): Text {
  const found = messages[code];
  if (!found) throw new Error(`No interface text for the language ${code}`);
  return found;
}

/** A message with its `{name}` placeholders filled in with text. */
export function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * A message split around its `{name}` placeholders, each replaced by the part given for it
 * (an element, such as a link or a date), for rendering as children.
 */
export function fillParts<Part>(message: string, parts: Record<string, Part>): (string | Part)[] {
  return message
    .split(/(\{\w+\})/)
    .filter((piece) => piece !== "")
    .map((piece) => {
      const name = /^\{(\w+)\}$/.exec(piece)?.[1];
      return name !== undefined && name in parts ? (parts[name] as Part) : piece;
    });
}
