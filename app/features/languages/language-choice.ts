import { languages } from "virtual:site-config";

/** Where the visitor's choice of language is kept: the code they chose, or stayed with. */
const LANGUAGE_CHOICE_KEY = "language-choice";

// Kept in memory too, so that a choice holds for this visit where storage refuses it.
let remembered: string | undefined;

/** The language the visitor chose before, if any (a stored value that is no language is none). */
export function languageChoice(): string | undefined {
  if (remembered) return remembered;
  try {
    const stored = localStorage.getItem(LANGUAGE_CHOICE_KEY);
    return languages.some((language) => language.code === stored)
      ? (stored ?? undefined)
      : undefined;
  } catch {
    // Reading `localStorage` throws where storage is disabled: no choice is known.
    return undefined;
  }
}

/** Remembers the visitor's choice of language: a language they went to, or stayed with. */
export function rememberLanguageChoice(code: string) {
  remembered = code;
  try {
    localStorage.setItem(LANGUAGE_CHOICE_KEY, code);
  } catch {
    // Full or disabled storage: the choice holds for this visit only.
  }
}
