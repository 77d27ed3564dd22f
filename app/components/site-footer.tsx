import { company, contactEmail } from "virtual:site-config";
import { PageLink } from "~/components/page-link.tsx";
import { useLanguage } from "~/lib/page-context.ts";

export function SiteFooter() {
  const { navigation, messages } = useLanguage();
  return (
    <footer className="border-gray-200 border-t bg-gray-50 text-gray-700 text-sm dark:border-gray-800 dark:bg-gray-900 dark:text-gray-300">
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6">
        <div className="space-y-2">
          <p className="font-semibold text-gray-900 dark:text-white">{company.name}</p>
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
              className="underline underline-offset-4 hover:text-primary-800 dark:hover:text-primary-300"
            >
              {contactEmail}
            </a>
          </p>
        </div>
        <nav aria-label={messages.footerNavigation} className="print:hidden">
          <ul className="space-y-2">
            {navigation.footer.map((item) => (
              <li key={item.path}>
                <PageLink
                  to={item.path}
                  className="underline underline-offset-4 hover:text-primary-800 dark:hover:text-primary-300"
                >
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
