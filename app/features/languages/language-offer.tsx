import { useState } from "react";
import { preferredAlternate } from "#contracts/languages.ts";
import { PageLink } from "~/components/page-link.tsx";
import { isBotBrowser } from "~/lib/bot.ts";
import { useLanguage, usePageAlternates } from "~/lib/page-context.ts";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { languageChoice, rememberLanguageChoice } from "./language-choice.ts";

const CLEARANCE = "--language-offer-clearance";

/**
 * While the offer floats over the foot of the page, the page keeps room for it (see
 * `--language-offer-clearance` in the stylesheet): a ref callback that sets the offer's height
 * and distance from the bottom, and clears them with the offer.
 */
function keepRoomForOffer(offer: HTMLElement) {
  const { style } = document.documentElement;
  const observer = new ResizeObserver(() => {
    const clearance = innerHeight - offer.getBoundingClientRect().top;
    style.setProperty(CLEARANCE, `${clearance}px`);
  });
  observer.observe(offer);
  return () => {
    observer.disconnect();
    style.removeProperty(CLEARANCE);
  };
}

/**
 * Offers the page in the language the visitor's browser prefers, when the page is in another
 * one, the page exists in that language, and the visitor has not chosen a language before;
 * written in the language it offers. Following it or closing it is remembered. It floats
 * above the page (nothing moves when it appears), only in a browser, never for a bot.
 */
export function LanguageOffer() {
  const hydrated = useHydrated();
  const { code } = useLanguage();
  const alternates = usePageAlternates();
  const [closed, setClosed] = useState(false);
  if (!hydrated || closed || isBotBrowser() || languageChoice()) return null;
  const offered = preferredAlternate(navigator.languages, alternates, code);
  if (!offered) return null;
  const { text, link, dismiss } = offered.offer;
  return (
    <aside
      ref={keepRoomForOffer}
      lang={offered.code}
      dir={offered.dir ?? "ltr"}
      aria-label={text}
      className="fixed inset-x-4 bottom-4 z-40 mx-auto flex max-w-md items-center gap-3 rounded-lg border border-control bg-raised p-3 text-heading text-sm shadow-lg print:hidden"
    >
      <p className="flex-1">
        {text}{" "}
        <PageLink
          to={offered.path}
          hrefLang={offered.code}
          onClick={() => rememberLanguageChoice(offered.code)}
          className="font-semibold text-accent underline underline-offset-4"
        >
          {link}
        </PageLink>
      </p>
      <button
        type="button"
        onClick={() => {
          rememberLanguageChoice(code);
          setClosed(true);
        }}
        className="rounded-md px-2 py-1 font-medium hover:bg-highlight focus-visible:outline-2 focus-visible:outline-action"
      >
        {dismiss}
      </button>
    </aside>
  );
}
