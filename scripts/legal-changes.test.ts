import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { legalIndexSchema } from "#contracts/legal-changes.ts";
import { readCatalog } from "#node-shared/content-catalog.ts";
import { loadMessages } from "#node-shared/messages-file.ts";
import { legalFeed, legalIndex, readLegalRecords } from "./legal-changes.ts";

const SITE = {
  siteUrl: "https://tally.example.com",
  productName: "Tally",
  company: { name: "Example Labs Ltd" },
  language: "en",
  // The index writes no interface text.
  messages: {},
};
let contentDir: string;

beforeEach(async () => {
  contentDir = await mkdtemp(join(tmpdir(), "legal-changes-"));
  await cp("content", contentDir, { recursive: true });
});

afterEach(async () => {
  await rm(contentDir, { recursive: true, force: true });
});

/** The hash of every version, by its address. */
async function hashes(): Promise<Record<string, string>> {
  const records = readLegalRecords(contentDir, readCatalog(contentDir));
  return Object.fromEntries(
    records.flatMap(({ versions, upcoming }) =>
      [...versions, ...upcoming].map(({ path, sha256 }) => [path, sha256]),
    ),
  );
}

async function edit(file: string, change: (source: string) => string) {
  const path = join(contentDir, file);
  const source = await readFile(path, "utf8");
  const edited = change(source);
  expect(edited, "the edit changes the file").not.toBe(source);
  await writeFile(path, edited);
}

describe("the legal version index", () => {
  it("matches its schema", async () => {
    const records = readLegalRecords(contentDir, readCatalog(contentDir));
    expect(v.safeParse(legalIndexSchema, legalIndex(SITE, records)).success).toBe(true);
  });

  it("keeps a version's hash while its words stay, whatever their formatting", async () => {
    const before = await hashes();
    expect(await hashes()).toEqual(before);
    await edit("privacy-policy.md", (source) => source.replace(/\n\n([A-Z]\w+) /, "\n\n**$1** "));
    expect(await hashes()).toEqual(before);
  });

  it("gives a version whose words changed a new hash, and no other", async () => {
    const before = await hashes();
    await edit("privacy-policy.md", (source) => `${source}\nOne more sentence.\n`);
    const after = await hashes();
    expect(after["/PrivacyPolicy"]).not.toBe(before["/PrivacyPolicy"]);
    expect({ ...after, "/PrivacyPolicy": "" }).toEqual({ ...before, "/PrivacyPolicy": "" });
  });
});

describe("an upcoming version (SPEC §17)", () => {
  const asOf = (date: string) =>
    readLegalRecords(contentDir, readCatalog(contentDir, undefined, { date, drafts: false }));
  const feedEntries = async (date: string) => {
    const messages = await loadMessages(contentDir, [
      { code: "en", name: "English" },
      { code: "de", name: "Deutsch" },
    ]);
    return [
      ...legalFeed({ ...SITE, messages }, asOf(date)).matchAll(/<entry[\s>][\s\S]*?<\/entry>/g),
    ].map(([entry]) => ({
      id: /<id>(.*)<\/id>/.exec(entry)?.[1],
      updated: /<updated>(\d{4}-\d{2}-\d{2})/.exec(entry)?.[1],
    }));
  };

  it("is listed under upcoming until its day, then is the current version", async () => {
    const before = legalIndex(SITE, asOf("2027-01-14")).documents.find(
      (document) => document.kind === "terms-of-service" && document.language === "en",
    );
    expect(before).toMatchObject({
      date: "2026-11-01",
      url: "https://tally.example.com/TermsConditions",
      earlierVersions: [],
      upcoming: [
        { date: "2027-01-15", url: "https://tally.example.com/TermsConditions/2027-01-15" },
      ],
    });
    const after = legalIndex(SITE, asOf("2027-01-15")).documents.find(
      (document) => document.kind === "terms-of-service" && document.language === "en",
    );
    expect(after).toMatchObject({
      date: "2027-01-15",
      url: "https://tally.example.com/TermsConditions",
      earlierVersions: [{ date: "2026-11-01" }],
      upcoming: [],
    });
    // The same words, the same hash, before and after.
    expect(after?.sha256).toBe(before?.upcoming[0]?.sha256);
  });

  it("is left out before the day it is announced, the version in force shown as before", async () => {
    // The example's next Terms are announced on 1 December 2026.
    const terms = (date: string) =>
      legalIndex(SITE, asOf(date)).documents.find(
        (document) => document.kind === "terms-of-service" && document.language === "en",
      );
    expect(terms("2026-11-30")).toMatchObject({
      date: "2026-11-01",
      url: "https://tally.example.com/TermsConditions",
      upcoming: [],
    });
    expect(terms("2026-11-30")?.sha256).toBe(terms("2026-12-01")?.sha256);
    expect(terms("2026-12-01")?.upcoming).toHaveLength(1);
    const ids = (await feedEntries("2026-11-30")).map((entry) => entry.id);
    expect(ids).toContain("https://tally.example.com/TermsConditions/2026-11-01");
    expect(ids).not.toContain("https://tally.example.com/TermsConditions/2027-01-15");
    const catalog = readCatalog(contentDir, undefined, { date: "2026-11-30", drafts: false });
    expect(catalog.leftOut).toContainEqual({
      file: "terms-conditions.md",
      path: "/TermsConditions/2027-01-15",
      why: "announced on 2026-12-01, after the build's date (2026-11-30)",
      due: { date: "2026-12-01", what: "the announcement of /TermsConditions/2027-01-15" },
    });
    // The development server shows it, marked.
    const shown = readCatalog(contentDir, undefined, { date: "2026-11-30", drafts: true });
    expect(shown.versions).toContainEqual(
      expect.objectContaining({ path: "/TermsConditions/2027-01-15", announcedLater: true }),
    );
  });

  it("has its feed entry from the first build that contains it, dated by its announcement, with an id that stays", async () => {
    const id = "https://tally.example.com/TermsConditions/2027-01-15";
    const before = await feedEntries("2026-12-01");
    expect(before).toContainEqual({ id, updated: "2026-12-01" });
    const after = await feedEntries("2027-02-01");
    expect(after).toContainEqual({ id, updated: "2027-01-15" });
    // Every entry of the earlier build is still there, by the same id.
    expect(after.map((entry) => entry.id).sort()).toEqual(before.map((entry) => entry.id).sort());
  });
});
