import { company, contactEmail } from "virtual:site-config";
import { PageLink } from "~/components/page-link.tsx";
import { useLanguage } from "~/lib/page-context.ts";

export function SiteFooter() {
  const { navigation, messages } = useLanguage();
  return (
    <footer className="border-line border-t bg-panel text-muted text-sm">
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6">
        <div className="space-y-2">
          <p className="font-semibold text-heading">{company.name}</p>
          <address className="not-italic">
            {company.address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
          <p>
            <a
              href={`mailto:${contactEmail}`}
              className="underline underline-offset-4 hover:text-accent"
            >
              {contactEmail}
            </a>
          </p>
        </div>
        <nav aria-label={messages.footerNavigation} className="print:hidden">
          <ul className="space-y-2">
            {navigation.footer.map((item) => (
              <li key={item.path}>
                <PageLink to={item.path} className="underline underline-offset-4 hover:text-accent">
                  {item.label}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
