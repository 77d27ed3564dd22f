import { resolve } from "node:path";
import type { Language } from "#contracts/languages.ts";
import { type Messages, messagesSchema } from "#contracts/messages.ts";
import { fromRoot } from "./content-errors.ts";
import { importContentModule } from "./content-module.ts";
import { validate } from "./validation.ts";

/** Where a language's interface text is: `content/messages.ts` for the default, else in its folder. */
export function messagesFile(contentDir: string, languages: readonly Language[], code: string) {
  const folder = code === languages[0]?.code ? "" : code;
  return resolve(contentDir, folder, "messages.ts");
}

/**
 * Every language's interface text, read from the content folder and checked: a language without
 * its file stops the build naming the file to create and the one to copy; a missing or empty
 * text names the language, the key and the file.
 */
export async function loadMessages(
  contentDir: string,
  languages: readonly Language[],
): Promise<Record<string, Messages>> {
  const entries = await Promise.all(
    languages.map(async ({ code }) => {
      const file = messagesFile(contentDir, languages, code);
      const model = messagesFile(contentDir, languages, languages[0]?.code ?? code);
      const messages = await importContentModule(file, `the interface text (${code})`, {
        problem: `the site has no interface text in ${code}`,
        hint:
          model === file
            ? "Create it with every text the site writes, in that language (the Messages type of contracts/messages.ts lists them)."
            : `Create it: copy ${fromRoot(model)} there and translate each text.`,
      });
      return [code, validate(messagesSchema, messages, file, `interface text (${code})`)];
    }),
  );
  return Object.fromEntries(entries);
}
