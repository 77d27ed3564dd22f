import { MAIN_ID } from "#contracts/page-ids.ts";
import { useMessages } from "~/lib/page-context.ts";

export function SkipLink() {
  const { skipLink } = useMessages();
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only rounded-md bg-action font-semibold text-page focus:not-sr-only focus:px-4 focus:py-2 focus:fixed focus:top-3 focus:start-3 focus:z-50 focus:outline-2 focus:outline-offset-2 focus:outline-action"
    >
      {skipLink}
    </a>
  );
}
