import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { homeFrontMatterSchema, pageFrontMatterSchema } from "./content.ts";

const page = { title: "T", description: "D", updated: "2026-11-01" };

describe("page front matter", () => {
  it("accepts a page with or without a forced colour mode", () => {
    expect(v.parse(pageFrontMatterSchema, page)).toEqual({ ...page, changes: [] });
    expect(v.parse(pageFrontMatterSchema, { ...page, colorMode: "dark" }).colorMode).toBe("dark");
    expect(v.parse(pageFrontMatterSchema, { ...page, colorMode: "light" }).colorMode).toBe("light");
  });

  it('refuses "system" as a forced colour mode', () => {
    const result = v.safeParse(pageFrontMatterSchema, { ...page, colorMode: "system" });
    expect(result.success).toBe(false);
    expect(result.issues?.[0] && v.getDotPath(result.issues[0])).toBe("colorMode");
  });

  it("refuses dates that are not YYYY-MM-DD, missing titles and unknown keys", () => {
    for (const updated of ["1 Nov 2026", "2026-11-1", "2026-02-30", "2026-13-01", 20261101]) {
      const result = v.safeParse(pageFrontMatterSchema, { ...page, updated });
      expect(result.issues?.[0]?.message, String(updated)).toBe(
        "must be a date written as YYYY-MM-DD, e.g. 2027-01-15",
      );
    }
    expect(v.safeParse(pageFrontMatterSchema, { ...page, updated: "2028-02-29" }).success).toBe(
      true,
    );
    expect(v.safeParse(pageFrontMatterSchema, { ...page, title: "" }).success).toBe(false);
    expect(v.safeParse(pageFrontMatterSchema, { ...page, tittle: "typo" }).success).toBe(false);
  });
});

describe("home front matter", () => {
  const hero = { heading: "H", lead: "L" };

  it("needs a hero and defaults the lists", () => {
    expect(v.parse(homeFrontMatterSchema, { ...page, hero })).toMatchObject({
      actions: [],
      features: [],
    });
    expect(v.safeParse(homeFrontMatterSchema, page).success).toBe(false);
  });

  it("checks that feature icons are Iconify names", () => {
    const feature = { title: "F", description: "D", icon: "lucide:receipt" };
    expect(v.safeParse(homeFrontMatterSchema, { ...page, hero, features: [feature] }).success).toBe(
      true,
    );
    expect(
      v.safeParse(homeFrontMatterSchema, {
        ...page,
        hero,
        features: [{ ...feature, icon: "receipt" }],
      }).success,
    ).toBe(false);
  });
});
