import { productName } from "virtual:site-config";
import { fill } from "#contracts/messages.ts";
import { PAGE_TITLE_ID } from "#contracts/page-ids.ts";
import { PageLink } from "~/components/page-link.tsx";
import { useLanguage } from "~/lib/page-context.ts";
import { appArgumentScript, withAppArgument } from "./app-argument-script.ts";

/**
 * What a browser shows at an address that opens the app on a phone that has it (`app.links`,
 * `/invite/abc`): a link shared with someone without the app, or opened on a computer. It says
 * where the link leads and offers the app's store pages, in place of the not-found page.
 * `badges` is the store badges' markup, as the server rendered it (`storeBadgesMarkup`);
 * `banner`, Safari's Smart App Banner without an argument, if the app is on the App Store: the
 * page gives it its own address as the argument, before its first paint and as it hydrates.
 */
export function AppLinkScreen({ badges, banner }: { badges: string; banner?: string }) {
  const { messages, home } = useLanguage();
  return (
    <section
      aria-labelledby={PAGE_TITLE_ID}
      className="mx-auto max-w-5xl px-4 py-20 sm:px-6 sm:py-28"
    >
      <h1
        id={PAGE_TITLE_ID}
        className="text-balance font-bold text-3xl text-gray-900 tracking-tight sm:text-5xl dark:text-white"
      >
        {fill(messages.appLinkHeading, { product: productName })}
      </h1>
      <p className="mt-6 max-w-2xl text-pretty text-gray-700 text-lg dark:text-gray-300">
        {fill(messages.appLinkMessage, { product: productName })}
      </p>
      <ul
        className="mt-10 flex flex-col items-start gap-3 empty:hidden sm:flex-row sm:flex-wrap"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's render of the site's own badges
        dangerouslySetInnerHTML={{ __html: badges }}
      />
      <p className="mt-8 text-lg">
        {/* Styled as the not-found page's link: its chunk has the classes already. */}
        <PageLink
          to={home}
          className="font-medium text-primary-800 underline underline-offset-4 hover:text-primary-900 dark:text-primary-300 dark:hover:text-primary-200"
        >
          {messages.goHome}
        </PageLink>
      </p>
      {banner && (
        <>
          {/* React places it in the head; as the page hydrates, it takes the element the
              script below has given the same content. */}
          <meta
            name="apple-itunes-app"
            content={import.meta.env.SSR ? banner : withAppArgument(banner, window.location.href)}
          />
          <script
            suppressHydrationWarning
            // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, allowed by its hash
            dangerouslySetInnerHTML={{
              __html: import.meta.env.SSR ? appArgumentScript(banner) : "",
            }}
          />
        </>
      )}
    </section>
  );
}
