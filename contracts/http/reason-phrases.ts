/**
 * HTTP's reason phrases (RFC 9110 §15) of the statuses the site's errors carry: what an error
 * says when it says nothing else, and the English catalog's words for them.
 */
export const REASON_PHRASES = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  408: "Request Timeout",
  410: "Gone",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};
