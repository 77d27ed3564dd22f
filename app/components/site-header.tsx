import { productName } from "virtual:site-config";
import type { ReactNode } from "react";
import { PageNavLink } from "~/components/page-link.tsx";
import { useLanguage } from "~/lib/page-context.ts";
import { LogoMark } from "./logo-mark.tsx";

/** Class names of a link in the header's rows: the current page's is underlined. */
export const headerLink =
  "rounded-md px-2 py-2 text-sm font-medium text-muted hover:bg-highlight hover:text-heading focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-action aria-[current=page]:text-accent aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8";

interface SiteHeaderProps {
  /** Links to the page in other languages, after the navigation. */
  languages?: ReactNode;
  /** Controls of a fixed size at the end of the row, such as the colour mode switch. */
  actions?: ReactNode;
  /** A note shown under the header bar. */
  notice?: ReactNode;
}

export function SiteHeader({ languages, actions, notice }: SiteHeaderProps) {
  const { home, navigation, messages } = useLanguage();
  return (
    <header className="border-line border-b print:border-0">
      {/* Nothing moves while the row is parsed, wherever the network cuts it: the logo is as
          tall as the colour-mode switch, the navigation and then the language links each grow
          towards the end of the line into space already theirs (the last part fills what the
          line has left, whatever it holds), and the switch, at its far end, has a size of its
          own. On a phone that last part is a line of its own, left out without JavaScript
          when the page offers no other language: the switch needs the script. */}
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-2 px-4 py-3 sm:flex-nowrap sm:gap-4 sm:px-6">
        <PageNavLink
          to={home}
          end
          className="flex min-h-8.5 items-center gap-2 rounded-md text-lg font-bold tracking-tight text-heading focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-action"
        >
          <LogoMark />
          {productName}
        </PageNavLink>
        <nav aria-label={messages.mainNavigation} className="print:hidden">
          <ul className="flex items-center gap-1">
            {navigation.header.map((item) => (
              <li key={item.path}>
                <PageNavLink to={item.path} className={headerLink}>
                  {item.label}
                </PageNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex min-h-8.5 w-full grow items-center gap-2 sm:w-auto scriptless:[&:not(:has(>nav))]:hidden">
          {languages}
          {actions && <div className="ms-auto flex items-center gap-2">{actions}</div>}
        </div>
      </div>
      {notice}
    </header>
  );
}
