import { app } from "virtual:site-config";
import type { ReactNode } from "react";
import {
  APP_STORE,
  appStoreAddress,
  GOOGLE_PLAY,
  googlePlayAddress,
} from "#contracts/app-stores.ts";
import { fill, fillParts, type Messages } from "#contracts/messages.ts";
import { useMessages } from "~/lib/page-context.ts";

// Neutral glyphs drawn here (the stores' own artwork may not be redistributed): a phone with an
// arrow down, and a play triangle. `currentColor` keeps them visible in forced colours.
const phoneGlyph = (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 shrink-0" fill="none">
    <rect x="6" y="2" width="12" height="20" rx="2.5" stroke="currentColor" strokeWidth="1.8" />
    <path
      d="M12 7v7m-3-3 3 3 3-3"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);
const playGlyph = (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 shrink-0">
    <path
      d="M6 3.5v17a1 1 0 0 0 1.5.87l14-8.5a1 1 0 0 0 0-1.74l-14-8.5A1 1 0 0 0 6 3.5Z"
      fill="currentColor"
    />
  </svg>
);

/**
 * A store's badge: a dark button with the glyph, a small line and the store's name, as high as
 * the hero's buttons. Dark in both colour modes (as the stores' own), with a border that keeps
 * it apart from a dark page; in forced colours the system's colours draw it.
 */
function Badge(props: { href: string; message: string; store: string; glyph: ReactNode }) {
  return (
    <a
      href={props.href}
      aria-label={fill(props.message, { store: props.store })}
      className="inline-flex h-12 items-center gap-2.5 rounded-lg border border-gray-950 bg-gray-950 px-4 text-white hover:bg-gray-800 focus-visible:outline-2 focus-visible:outline-action focus-visible:outline-offset-2 dark:border-gray-500 dark:hover:bg-gray-900"
    >
      {props.glyph}
      {/* A fixed height: nothing in the badge moves while its text arrives. */}
      <span className="flex h-9 flex-col text-start text-xs leading-tight">
        {fillParts(props.message, {
          store: (
            <span key="store" className="font-semibold text-base leading-tight">
              {props.store}
            </span>
          ),
        })}
      </span>
    </a>
  );
}

/**
 * A badge for each store the site configuration names (SPEC §18), as items of the hero's list
 * of actions, or none. Paper has no use for them: they are not printed.
 */
export function StoreBadges() {
  return <StoreBadgeItems messages={useMessages()} />;
}

/** The same badges, named in the language of `messages`: the app-link page's server renders them. */
export function StoreBadgeItems({
  messages,
}: {
  messages: Pick<Messages, "appStoreBadge" | "googlePlayBadge">;
}) {
  const appStoreId = app?.ios?.appStoreId;
  const androidPackage = app?.android?.package;
  return (
    <>
      {appStoreId && (
        <li className="print:hidden">
          <Badge
            href={appStoreAddress(appStoreId)}
            message={messages.appStoreBadge}
            store={APP_STORE}
            glyph={phoneGlyph}
          />
        </li>
      )}
      {androidPackage && (
        <li className="print:hidden">
          <Badge
            href={googlePlayAddress(androidPackage)}
            message={messages.googlePlayBadge}
            store={GOOGLE_PLAY}
            glyph={playGlyph}
          />
        </li>
      )}
    </>
  );
}
