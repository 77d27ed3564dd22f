import { describe, expect, it } from "vitest";
import { homeFrontMatterSchema, pageFrontMatterSchema } from "./front-matter.ts";

const page = { title: "T", description: "D", updated: "2026-11-01" };

describe("page front matter", () => {
  it("accepts a page with or without a forced colour mode", () => {
    expect(pageFrontMatterSchema.parse(page)).toEqual({ ...page, changes: [] });
    expect(pageFrontMatterSchema.parse({ ...page, colorMode: "dark" }).colorMode).toBe("dark");
    expect(pageFrontMatterSchema.parse({ ...page, colorMode: "light" }).colorMode).toBe("light");
  });

  it('refuses "system" as a forced colour mode', () => {
    const result = pageFrontMatterSchema.safeParse({ ...page, colorMode: "system" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["colorMode"]);
  });

  it("refuses dates that are not YYYY-MM-DD, missing titles and unknown keys", () => {
    expect(pageFrontMatterSchema.safeParse({ ...page, updated: "1 Nov 2026" }).success).toBe(false);
    expect(pageFrontMatterSchema.safeParse({ ...page, title: "" }).success).toBe(false);
    expect(pageFrontMatterSchema.safeParse({ ...page, tittle: "typo" }).success).toBe(false);
  });
});

describe("home front matter", () => {
  const hero = { heading: "H", lead: "L" };

  it("needs a hero and defaults the lists", () => {
    expect(homeFrontMatterSchema.parse({ ...page, hero })).toMatchObject({
      actions: [],
      features: [],
    });
    expect(homeFrontMatterSchema.safeParse(page).success).toBe(false);
  });

  it("checks that feature icons are Iconify names", () => {
    const feature = { title: "F", description: "D", icon: "lucide:receipt" };
    expect(homeFrontMatterSchema.safeParse({ ...page, hero, features: [feature] }).success).toBe(
      true,
    );
    expect(
      homeFrontMatterSchema.safeParse({
        ...page,
        hero,
        features: [{ ...feature, icon: "receipt" }],
      }).success,
    ).toBe(false);
  });
});
