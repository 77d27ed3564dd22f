import { PageLink } from "~/components/page-link.tsx";
import { headerLink } from "~/components/site-header.tsx";
import { useLanguage, usePageAlternates, usePageContext } from "~/lib/page-context.ts";
import { rememberLanguageChoice } from "./language-choice.ts";

/**
 * The page in each language that has it, each named in itself and marked with its language;
 * the page shown is the current one. Nothing on a page that exists in one language only, and
 * nothing without scripting on the app-link page, whose one file answers many addresses: only
 * its script knows which (`openInApp`).
 */
export function LanguageSwitcher() {
  const { code, messages } = useLanguage();
  const alternates = usePageAlternates();
  const appLink = usePageContext()?.appLink;
  if (alternates.length < 2) return null;
  return (
    <nav
      aria-label={messages.languages}
      className={appLink ? "noscript:hidden print:hidden" : "print:hidden"}
    >
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
