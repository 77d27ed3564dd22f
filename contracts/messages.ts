import type { en } from "./messages/en.ts";

/** The interface text of one language: every key of the English catalog, each a string. */
export type Messages = typeof en;

/** A message with its `{name}` placeholders filled in with text. */
export function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * A message split around its `{name}` placeholders, each replaced by the part given for it
 * (an element, such as a link or a date), for rendering as children.
 */
export function fillParts<Part>(message: string, parts: Record<string, Part>): (string | Part)[] {
  return message
    .split(/(\{\w+\})/)
    .filter((piece) => piece !== "")
    .map((piece) => {
      const name = /^\{(\w+)\}$/.exec(piece)?.[1];
      return name !== undefined && name in parts ? (parts[name] as Part) : piece;
    });
}
