import imagePlaceholders from "virtual:image-placeholders";
import { app } from "virtual:site-config";
import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import {
  FAVICON_SVG_FILE,
  TOUCH_ICON_FILE,
  WEB_MANIFEST_FILE,
} from "#contracts/http/address-table.ts";
import { MAIN_ID } from "#contracts/page-ids.ts";
import { smartAppBanner } from "#contracts/smart-app-banner.ts";
import { RuntimeConfigScript } from "~/components/runtime-config-script.tsx";
import { SiteFooter } from "~/components/site-footer.tsx";
import { SiteHeader } from "~/components/site-header.tsx";
import { SkipLink } from "~/components/skip-link.tsx";
import { ColorModeHead } from "~/features/color-mode/color-mode-head.tsx";
import { ColorModeSwitch, ForcedColorModeNote } from "~/features/color-mode/color-mode-switch.tsx";
import { ColorModeSync } from "~/features/color-mode/color-mode-sync.tsx";
import { FORCED_COLOR_MODE_ATTRIBUTE } from "~/features/color-mode/pre-paint-script.ts";
import { titleWithProduct } from "~/features/content/page-meta.ts";
import { useReloadOnChunkError } from "~/features/deploy/chunk-reload.ts";
import { deployMiddleware } from "~/features/deploy/deploy-middleware.ts";
import { AppErrorBoundary } from "~/features/errors/app-error-boundary.tsx";
import { LanguageOffer } from "~/features/languages/language-offer.tsx";
import { LanguageSwitcher } from "~/features/languages/language-switcher.tsx";
import {
  NavigationEffects,
  NavigationProgress,
} from "~/features/navigation/navigation-effects.tsx";
import { createError, statusMessageIn, toAppError } from "~/lib/errors.ts";
import { pageContextOf, shownLanguage, useLanguage, usePageContext } from "~/lib/page-context.ts";
import { runtimeConfigProblem } from "~/lib/runtime-config.ts";
import type { Route } from "./+types/root.ts";
import stylesheet from "./app.css?inline";

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [deployMiddleware];

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: `${import.meta.env.BASE_URL}${FAVICON_SVG_FILE}`, type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: `${import.meta.env.BASE_URL}${TOUCH_ICON_FILE}` },
  { rel: "manifest", href: `${import.meta.env.BASE_URL}${WEB_MANIFEST_FILE}` },
];

export const meta: Route.MetaFunction = ({ error, matches }) => {
  if (!error) return [];
  const appError = toAppError(error);
  // A failed page gave no data: the error page is in the language of the page shown before.
  const language = pageContextOf(matches)?.language ?? shownLanguage();
  const statusMessage = language
    ? statusMessageIn(appError, language.messages)
    : appError.statusMessage;
  return [
    { title: titleWithProduct(`${appError.statusCode} ${statusMessage}`) },
    { name: "robots", content: "noindex" },
  ];
};

export function Layout({ children }: { children: ReactNode }) {
  const page = usePageContext();
  const language = useLanguage();
  return (
    // The pre-paint script sets the mode's class and style on <html> before React hydrates.
    <html
      lang={language.code}
      dir={language.dir ?? "ltr"}
      {...{ [FORCED_COLOR_MODE_ATTRIBUTE]: page?.forcedColorMode }}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {app?.ios?.appStoreId && !page?.appLink && (
          // Safari's Smart App Banner (SPEC §18). The app-link page names it itself.
          <meta name="apple-itunes-app" content={smartAppBanner(app.ios.appStoreId)} />
        )}
        {/* The stylesheet is inside the page: no request stands between the document and
            its first paint. With an href and a precedence it is a React resource, placed
            ahead of the script preloads and kept when React mounts the document again (the
            root error boundary does). Only the prerendered page carries its text: the
            browser adopts the element as it is, and no script carries the CSS again. */}
        <style href="app-stylesheet" precedence="default">
          {import.meta.env.SSR ? stylesheet + imagePlaceholders : ""}
        </style>
        <ColorModeHead imagePreloads={page?.imagePreloads} />
        <RuntimeConfigScript />
        <Meta />
        <Links />
      </head>
      <body className="break-words">
        <NavigationProgress />
        <SkipLink />
        <SiteHeader
          languages={<LanguageSwitcher />}
          actions={<ColorModeSwitch />}
          notice={<ForcedColorModeNote />}
        />
        <main id={MAIN_ID} tabIndex={-1} className="focus:outline-none">
          {children}
        </main>
        <SiteFooter />
        <LanguageOffer />
        <NavigationEffects />
        <ColorModeSync />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // A page that cannot read its own configuration is broken from the start: say so.
  const problem = runtimeConfigProblem();
  if (problem) throw createError({ statusCode: 500, data: problem }).data;
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // While the page the visitor was going to loads afresh, no error page flashes before it.
  const reloading = useReloadOnChunkError(error);
  return reloading ? null : <AppErrorBoundary error={error} />;
}
