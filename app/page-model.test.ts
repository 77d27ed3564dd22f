import { readdirSync } from "node:fs";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { PageData } from "~/lib/page-context.ts";
import type { Route as ArchivedVersion } from "./routes/+types/archived-version.ts";
import type { Route as Home } from "./routes/+types/home.ts";
import type { Route as NotFound } from "./routes/+types/not-found.ts";
import type { Route as Page } from "./routes/+types/page.ts";
import type { Route as WhatsNew } from "./routes/+types/whats-new.ts";

/** The route modules whose data the type-check holds to the page model, by file. */
const CHECKED = ["archived-version.tsx", "home.tsx", "not-found.tsx", "page.tsx", "whats-new.tsx"];

describe("the page model", () => {
  it("holds every route's data to it: a loader without the page's record fails the type-check", () => {
    expectTypeOf<Home.ComponentProps["loaderData"]>().toExtend<PageData>();
    expectTypeOf<Page.ComponentProps["loaderData"]>().toExtend<PageData>();
    expectTypeOf<ArchivedVersion.ComponentProps["loaderData"]>().toExtend<PageData>();
    expectTypeOf<NotFound.ComponentProps["loaderData"]>().toExtend<PageData>();
    expectTypeOf<WhatsNew.ComponentProps["loaderData"]>().toExtend<PageData>();
    // What the type-check says of a loader that gives its content alone.
    // @ts-expect-error: no `page` record
    expectTypeOf<{ frontMatter: { title: string } }>().toExtend<PageData>();
    // @ts-expect-error: a record without its language
    expectTypeOf<{ page: { path: string; alternates: [] } }>().toExtend<PageData>();
  });

  it("checks every route module there is", () => {
    const modules = readdirSync(new URL("./routes/", import.meta.url)).filter((file) =>
      file.endsWith(".tsx"),
    );
    expect(modules.sort()).toEqual(CHECKED);
  });
});
