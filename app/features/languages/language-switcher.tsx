import { PageLink } from "~/components/page-link.tsx";
import { headerLink } from "~/components/site-header.tsx";
import { useLanguage, usePageAlternates } from "~/lib/page-context.ts";
import { rememberLanguageChoice } from "./language-choice.ts";

/**
 * The page in each language that has it, each named in itself and marked with its language;
 * the page shown is the current one. Nothing on a page that exists in one language only.
 */
export function LanguageSwitcher() {
  const { code, messages } = useLanguage();
  const alternates = usePageAlternates();
  if (alternates.length < 2) return null;
  return (
    <nav aria-label={messages.languages} className="print:hidden">
      <ul className="flex items-center gap-1">
        {alternates.map((alternate) => (
          <li key={alternate.code}>
            <PageLink
              to={alternate.path}
              lang={alternate.code}
              hrefLang={alternate.code}
              aria-current={alternate.code === code ? "page" : undefined}
              onClick={() => rememberLanguageChoice(alternate.code)}
              className={headerLink}
            >
              {alternate.name}
            </PageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
