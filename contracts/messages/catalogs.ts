import type { Messages } from "../messages.ts";
import { ar } from "./ar.ts";
import { de } from "./de.ts";
import { en } from "./en.ts";
import { ja } from "./ja.ts";

/** The interface text of every language the site can be written in, by language code. */
export const MESSAGES: Readonly<Record<string, Messages>> = { en, de, ar, ja };

/** A language's interface text; a language without a catalog is refused when the site is built. */
export function messagesOf(code: string): Messages {
  const messages = MESSAGES[code];
  if (!messages) throw new Error(`No interface text for the language ${code}`);
  return messages;
}
