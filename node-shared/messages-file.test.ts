import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterEach, beforeEach, describe, expect, expectTypeOf, it } from "vitest";
import type { Messages } from "#contracts/messages.ts";
import { loadMessages } from "./messages-file.ts";

let dir: string;
const languages = [
  { code: "en", name: "English" },
  { code: "fr", name: "Français" },
];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "messages-"));
  await copyFile("content/messages.ts", join(dir, "messages.ts"));
  await mkdir(join(dir, "fr"));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const name = (file: string) => relative(process.cwd(), join(dir, file));

describe("each language's interface text", () => {
  it("is read from the content folder: the default language's at its top, the others in their folders", async () => {
    await copyFile("content/de/messages.ts", join(dir, "fr", "messages.ts"));
    const messages = await loadMessages(dir, languages);
    expect(messages.en?.dismiss).toBe("Dismiss");
    expect(messages.fr?.dismiss).toBe("Schließen");
  });

  it("stops the build for a language without it, naming the file to create and the one to copy", async () => {
    const error = await loadMessages(dir, languages).catch((caught: Error) => caught);
    expect(error.message).toBe(
      `✖ ${name("fr/messages.ts")}: the site has no interface text in fr\n  Create it: copy ${name("messages.ts")} there and translate each text.`,
    );
  });

  it("names the language, the key and the file of a text left out", async () => {
    const english = await readFile("content/messages.ts", "utf8");
    await writeFile(join(dir, "fr", "messages.ts"), english.replace(/^ {2}dismiss: .*\n/m, ""));
    const error = await loadMessages(dir, languages).catch((caught: Error) => caught);
    expect(error.message).toBe(
      `✖ ${name("fr/messages.ts")}: invalid interface text (fr): missing \`dismiss\``,
    );
  });

  it("fails the type-check of a catalog that leaves a text out", () => {
    type WithoutDismiss = Omit<Messages, "dismiss">;
    // @ts-expect-error: every text is required
    expectTypeOf<WithoutDismiss>().toExtend<Messages>();
  });
});
