import { productName } from "virtual:site-config";
import { fill } from "#contracts/messages.ts";
import { PAGE_TITLE_ID } from "#contracts/page-ids.ts";
import { primaryButton } from "~/components/button-styles.ts";
import { PageLink } from "~/components/page-link.tsx";
import { textLink } from "~/components/text-styles.ts";
import { useLanguage } from "~/lib/page-context.ts";
import {
  type AppOpeners,
  androidIntent,
  inLanguageFolder,
  openInAppScript,
  withAppArgument,
} from "./open-in-app.ts";

/**
 * What a browser shows at an address that opens the app on a phone that has it (`app.links`,
 * `/invite/abc`): a link shared with someone without the app, or opened on a computer. It says
 * where the link leads and offers the app's store pages, in place of the not-found page.
 * `badges` is the store badges' markup, as the server rendered it (`storeBadgesMarkup`).
 * Safari's Smart App Banner gets the page's address (in the first language's folder, which the
 * app knows) as its argument, and Android a link that opens the app there, before the first
 * paint (`openInApp`) and again as the page hydrates.
 */
export function AppLinkScreen({ badges, openers }: { badges: string; openers: AppOpeners }) {
  const { code, messages, home } = useLanguage();
  const { banner, androidPackage, folders } = openers;
  const here = import.meta.env.SSR
    ? undefined
    : inLanguageFolder(window.location.href, folders, code);
  const intent = here && androidPackage && androidIntent(here, androidPackage, navigator.userAgent);
  return (
    <section
      aria-labelledby={PAGE_TITLE_ID}
      className="mx-auto max-w-5xl px-4 py-20 sm:px-6 sm:py-28"
    >
      <h1
        id={PAGE_TITLE_ID}
        className="text-balance font-bold text-3xl text-heading tracking-tight sm:text-5xl"
      >
        {fill(messages.appLinkHeading, { product: productName })}
      </h1>
      <p className="mt-6 max-w-2xl text-pretty text-muted text-lg">
        {fill(messages.appLinkMessage, { product: productName })}
      </p>
      {androidPackage && (
        <p hidden={!intent} className="mt-10 print:hidden">
          <a href={intent || undefined} className={primaryButton}>
            {fill(messages.appLinkTitle, { product: productName })}
          </a>
        </p>
      )}
      {(banner || androidPackage) && (
        // Right after the paragraph of the link, which it shows on Android (`openInApp`).
        <script
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, allowed by its hash
          dangerouslySetInnerHTML={{
            __html: import.meta.env.SSR ? openInAppScript(openers) : "",
          }}
        />
      )}
      <ul
        className="mt-10 flex flex-col items-start gap-3 empty:hidden sm:flex-row sm:flex-wrap"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's render of the site's own badges
        dangerouslySetInnerHTML={{ __html: badges }}
      />
      <p className="mt-8 text-lg">
        <PageLink to={home} className={textLink}>
          {messages.goHome}
        </PageLink>
      </p>
      {banner && (
        // React places it in the head; as the page hydrates, it takes the element the script
        // above has given the same content.
        <meta name="apple-itunes-app" content={here ? withAppArgument(banner, here) : banner} />
      )}
    </section>
  );
}
