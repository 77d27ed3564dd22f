import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { legalIndexSchema } from "#contracts/legal-changes.ts";
import { readCatalog } from "#node-shared/content-catalog.ts";
import { legalIndex, readLegalRecords } from "./legal-changes.ts";

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
    records.flatMap(({ versions }) => versions.map(({ path, sha256 }) => [path, sha256])),
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
    await edit("terms-conditions.md", (source) => source.replace(/\n\n([A-Z]\w+) /, "\n\n**$1** "));
    expect(await hashes()).toEqual(before);
  });

  it("gives a version whose words changed a new hash, and no other", async () => {
    const before = await hashes();
    await edit("terms-conditions.md", (source) => `${source}\nOne more sentence.\n`);
    const after = await hashes();
    expect(after["/TermsConditions"]).not.toBe(before["/TermsConditions"]);
    expect({ ...after, "/TermsConditions": "" }).toEqual({ ...before, "/TermsConditions": "" });
  });
});
