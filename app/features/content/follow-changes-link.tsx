import { ATOM_TYPE, LEGAL_FEED_FILE } from "#contracts/http/address-table.ts";
import { useMessages } from "~/lib/page-context.ts";

/** The address of the legal pages' Atom feed, under the site's base path. */
export const legalFeedHref = () => `${import.meta.env.BASE_URL}${LEGAL_FEED_FILE}`;

/**
 * A link to the Atom feed of the legal pages' versions: a file, not a page of the app. Its words
 * are the interface's `followChanges` unless a sentence gives its own.
 */
export function FollowChangesLink({
  className,
  children,
}: {
  className: string;
  children?: string;
}) {
  const { followChanges } = useMessages();
  return (
    <a href={legalFeedHref()} type={ATOM_TYPE} className={className}>
      {children ?? followChanges}
    </a>
  );
}
