import { PageLink } from "~/components/page-link.tsx";
import { headerLink } from "~/components/site-header.tsx";
import { useLanguage, usePageContext } from "~/lib/page-context.ts";
import { rememberLanguageChoice } from "./language-choice.ts";

/**
 * The page in each language that has it, each named in itself and marked with its language
 * (and its direction, where it differs from the page's); the page shown is the current one.
 * Nothing on a page that exists in one language only. The app-link page's one file answers many
 * addresses, so the server writes its switcher hidden: the page's script shows it once it has
 * pointed it at the address (`openInApp`), and without scripting it stays hidden.
 */
export function LanguageSwitcher() {
  const { code, dir, messages } = useLanguage();
  const page = usePageContext();
  const alternates = page?.alternates ?? [];
  if (alternates.length < 2) return null;
  return (
    <nav
      aria-label={messages.languages}
      hidden={import.meta.env.SSR && page?.appLink}
      className="print:hidden"
    >
      <ul className="flex items-center gap-1">
        {alternates.map((alternate) => (
          <li key={alternate.code}>
            <PageLink
              to={alternate.path}
              lang={alternate.code}
              // A name written the other way from the page's runs in its own direction.
              dir={alternate.dir === dir ? undefined : (alternate.dir ?? "ltr")}
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
