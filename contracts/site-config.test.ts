import { describe, expectTypeOf, it } from "vitest";
import type { SiteConfigInput } from "./site-config.ts";

type Redirect = NonNullable<SiteConfigInput["redirects"]>[number];
type Link = NonNullable<SiteConfigInput["navigation"]>["header"][number];

describe("the site configuration's type", () => {
  it("refuses, in the editor, a redirect or a link that is not a path of the site", () => {
    expectTypeOf<{ from: "/privacy"; to: "/PrivacyPolicy" }>().toExtend<Redirect>();
    // @ts-expect-error: a redirect leads to a path on this site, not to another site
    expectTypeOf<{ from: "/blog"; to: "https://blog.example.com/" }>().toExtend<Redirect>();
    // @ts-expect-error: a path starts with /
    expectTypeOf<{ label: "Help"; path: "Support" }>().toExtend<Link>();
  });
});
