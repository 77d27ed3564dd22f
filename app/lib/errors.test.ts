import { isRouteErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { REASON_PHRASES } from "#contracts/http/reason-phrases.ts";
import {
  createError,
  pageNotFound,
  statusMessageFor,
  statusMessageIn,
  toAppError,
} from "./errors.ts";

describe("createError", () => {
  it("carries the error as data and the status for the HTTP response", () => {
    const error = createError({ statusCode: 404, statusMessage: "Gone fishing", data: { id: 1 } });
    expect(error.data).toEqual({ statusCode: 404, statusMessage: "Gone fishing", data: { id: 1 } });
    expect(error.init?.status).toBe(404);
  });

  it("is a 500 Internal Server Error when nothing is said", () => {
    expect(createError().data).toEqual({ statusCode: 500, statusMessage: "Internal Server Error" });
    expect(createError({ statusMessage: "  " }).data.statusMessage).toBe("Internal Server Error");
  });

  it("refuses status codes that are not errors", () => {
    expect(createError({ statusCode: 200 }).data.statusCode).toBe(500);
    expect(createError({ statusCode: 404.5 }).data.statusCode).toBe(500);
    expect(createError({ statusCode: 600 }).data.statusCode).toBe(500);
  });
});

describe("toAppError", () => {
  it("reads back an error made by createError, from a loader or a component", () => {
    const made = createError({ statusCode: 403, statusMessage: "No entry" });
    // What React Router makes of it, thrown from a loader.
    const fromLoader = { status: 403, statusText: "", internal: false, data: made.data };
    expect(isRouteErrorResponse(fromLoader)).toBe(true);
    expect(toAppError(fromLoader)).toEqual({ statusCode: 403, statusMessage: "No entry" });
    expect(toAppError(made.data)).toEqual({ statusCode: 403, statusMessage: "No entry" });
  });

  it("reads a route error response, preferring the error it carries", () => {
    const response = { status: 503, statusText: "Service Unavailable", internal: false, data: "x" };
    expect(isRouteErrorResponse(response)).toBe(true);
    expect(toAppError(response)).toEqual({ statusCode: 503, statusMessage: "Service Unavailable" });
    expect(toAppError({ ...response, statusText: "" })).toEqual({
      statusCode: 503,
      statusMessage: "Service Unavailable",
    });
    expect(
      toAppError({ ...response, data: { statusCode: 404, statusMessage: "Page Not Found: /x" } }),
    ).toEqual({ statusCode: 404, statusMessage: "Page Not Found: /x" });
  });

  it("does not reveal the message of an unexpected exception", () => {
    expect(toAppError(new Error("database password is hunter2"))).toEqual({
      statusCode: 500,
      statusMessage: "Internal Server Error",
    });
    expect(toAppError("boom")).toEqual({ statusCode: 500, statusMessage: "Internal Server Error" });
    expect(toAppError(null).statusCode).toBe(500);
  });
});

describe("pageNotFound", () => {
  it("is a 404 naming the decoded path", () => {
    expect(pageNotFound("http://x.test/caf%C3%A9%20menu?q=1").data).toEqual({
      statusCode: 404,
      statusMessage: "Page Not Found: /café menu",
      data: { path: "/café menu" },
    });
  });

  it("keeps a malformed path as it is", () => {
    expect(pageNotFound("http://x.test/%zz").data.statusMessage).toBe("Page Not Found: /%zz");
  });
});

describe("statusMessageFor", () => {
  it("names common statuses and falls back by class", () => {
    expect(statusMessageFor(404)).toBe("Not Found");
    expect(statusMessageFor(599)).toBe("Server Error");
    expect(statusMessageFor(499)).toBe("Error");
  });
});

describe("statusMessageIn", () => {
  const en = { statusMessages: REASON_PHRASES };
  const de = { statusMessages: { ...REASON_PHRASES, 503: "Dienst nicht verfügbar" } };

  it("gives a status's own message in the page's language, and any other message as it is", () => {
    expect(statusMessageIn(createError({ statusCode: 503 }).data, de)).toBe(
      "Dienst nicht verfügbar",
    );
    expect(statusMessageIn(createError({ statusCode: 503 }).data, en)).toBe("Service Unavailable");
    const own = createError({ statusCode: 500, statusMessage: "The configuration is broken" });
    expect(statusMessageIn(own.data, de)).toBe("The configuration is broken");
  });
});
