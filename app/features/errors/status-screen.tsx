import type { ReactNode } from "react";
import { fill } from "#contracts/messages.ts";
import { PAGE_TITLE_ID } from "#contracts/page-ids.ts";
import { useMessages } from "~/lib/page-context.ts";

interface StatusScreenProps {
  statusCode: number;
  heading: string;
  message: ReactNode;
  /** What follows the message, if anything. */
  note?: ReactNode;
  /** Links or buttons that lead away from the error. */
  children: ReactNode;
}

/** The frame shared by the error pages. The message is always rendered as text (or elements). */
export function StatusScreen({ statusCode, heading, message, note, children }: StatusScreenProps) {
  const { errorLabel } = useMessages();
  return (
    <section
      aria-labelledby={PAGE_TITLE_ID}
      className="mx-auto max-w-5xl px-4 py-20 sm:px-6 sm:py-28"
    >
      <p className="font-semibold text-accent text-sm uppercase tracking-wide">
        {fill(errorLabel, { status: statusCode })}
      </p>
      <h1
        id={PAGE_TITLE_ID}
        className="mt-3 font-bold text-3xl text-heading tracking-tight sm:text-5xl"
      >
        {heading}
      </h1>
      <p className="mt-6 text-muted text-lg">{message}</p>
      {note}
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">{children}</div>
    </section>
  );
}
