import { data, isRouteErrorResponse } from "react-router";
import { REASON_PHRASES } from "#contracts/http/reason-phrases.ts";
import type { Messages } from "#contracts/messages.ts";
import { decodeOrKeep } from "./percent-decoding.ts";

/** The one shape every error takes, on the server and in the browser. */
export interface AppError {
  statusCode: number;
  statusMessage: string;
  data?: unknown;
}

// What an error says when it says nothing else: its status's reason phrase. A page shows its
// language's words for it (`statusMessageIn`).
const STATUS_MESSAGES: Readonly<Record<number, string>> = REASON_PHRASES;

export function statusMessageFor(statusCode: number): string {
  return STATUS_MESSAGES[statusCode] ?? (statusCode >= 500 ? "Server Error" : "Error");
}

function normalise(input: Partial<AppError>): AppError {
  const { statusCode: code } = input;
  const statusCode =
    code !== undefined && Number.isInteger(code) && code >= 400 && code <= 599 ? code : 500;
  const statusMessage = input.statusMessage?.trim() || statusMessageFor(statusCode);
  return input.data === undefined
    ? { statusCode, statusMessage }
    : { statusCode, statusMessage, data: input.data };
}

/**
 * Creates an error. Thrown (or returned) from a loader, action or middleware it also
 * sets the HTTP status of the response, and reaches the nearest error boundary as a route
 * error response; a component throws its `data`. The boundary reads either back with
 * `toAppError`.
 */
export function createError(input: Partial<AppError> = {}) {
  const error = normalise(input);
  return data(error, { status: error.statusCode });
}

function isAppError(value: unknown): value is AppError {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as AppError).statusCode === "number" &&
    typeof (value as AppError).statusMessage === "string"
  );
}

/**
 * Reads whatever reached an error boundary as an `AppError`. Messages of
 * unexpected exceptions are not shown: they may reveal internals.
 */
export function toAppError(error: unknown): AppError {
  if (isAppError(error)) return normalise(error);
  if (isRouteErrorResponse(error)) {
    if (isAppError(error.data)) return normalise(error.data);
    return normalise({ statusCode: error.status, statusMessage: error.statusText });
  }
  return normalise({ statusCode: 500 });
}

/**
 * Route-not-found: a 404 whose message names the requested path, decoded (the path is also
 * its data, for the not-found page to name it in the page's language).
 */
export function pageNotFound(url: string | URL) {
  const path = decodeOrKeep(new URL(url).pathname);
  return createError({ statusCode: 404, statusMessage: `Page Not Found: ${path}`, data: { path } });
}

/** The path a not-found error names (see `pageNotFound`). */
export function notFoundPath(error: AppError): string {
  const path = (error.data as { path?: unknown } | undefined)?.path;
  return typeof path === "string" ? path : "";
}

/**
 * An error's message in a page's language: the language's words for a status's own message,
 * any other message as it is.
 */
export function statusMessageIn(
  error: AppError,
  messages: Pick<Messages, "statusMessages">,
): string {
  const own = messages.statusMessages[error.statusCode as keyof Messages["statusMessages"]];
  return error.statusMessage === statusMessageFor(error.statusCode) && own
    ? own
    : error.statusMessage;
}
