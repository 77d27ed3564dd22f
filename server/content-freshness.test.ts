import { mkdir, mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { changedSinceBuild, dueSinceBuild } from "./content-freshness.ts";

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "content-freshness-"));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function put(file: string, changedAt: number) {
  const path = join(dir, file);
  await mkdir(join(path, ".."), { recursive: true });
  await writeFile(path, "text");
  await utimes(path, changedAt / 1000, changedAt / 1000);
}

describe("changedSinceBuild", () => {
  it("names the content files changed after the build, newest first", async () => {
    const builtAt = Date.UTC(2026, 10, 1);
    await put("home.md", builtAt - 60_000);
    await put("pages/pricing.md", builtAt + 60_000);
    await put("de/home.md", builtAt + 120_000);
    const name = (file: string) => relative(process.cwd(), join(dir, file));
    expect(await changedSinceBuild(dir, builtAt)).toEqual([
      name("de/home.md"),
      name("pages/pricing.md"),
    ]);
  });

  it("leaves out the folder's guide and hidden files", async () => {
    const builtAt = Date.UTC(2026, 10, 1);
    await put("README.md", builtAt + 60_000);
    await put(".DS_Store", builtAt + 60_000);
    await put("pages/.pricing.md.swp", builtAt + 60_000);
    await put(".git-keep/x.md", builtAt + 60_000);
    await put("pages/README.md", builtAt + 60_000);
    expect(await changedSinceBuild(dir, builtAt)).toEqual([
      relative(process.cwd(), join(dir, "pages/README.md")),
    ]);
  });

  it("names nothing when the content folder is not there", async () => {
    expect(await changedSinceBuild(join(dir, "missing"), 0)).toEqual([]);
  });
});

describe("dueSinceBuild", () => {
  const schedule = {
    buildDate: "2026-12-01",
    due: [
      { date: "2026-12-15", what: "the release of releases/1.1.0.md" },
      { date: "2027-01-15", what: "the new version of /TermsConditions" },
    ],
  };

  it("names what the build left for a day that has come", async () => {
    await writeFile(join(dir, "schedule.json"), JSON.stringify(schedule));
    expect(await dueSinceBuild(dir, "2026-12-14")).toEqual({ buildDate: "2026-12-01", due: [] });
    expect(await dueSinceBuild(dir, "2026-12-15")).toEqual({
      buildDate: "2026-12-01",
      due: [schedule.due[0]],
    });
    expect((await dueSinceBuild(dir, "2027-02-01")).due).toEqual(schedule.due);
  });

  it.each([
    ["missing", undefined],
    ["not JSON", "{"],
    ["of another shape", '{"due": 3}'],
  ])("names nothing when the schedule is %s", async (_case, text) => {
    if (text !== undefined) await writeFile(join(dir, "schedule.json"), text);
    expect(await dueSinceBuild(dir, "2030-01-01")).toEqual({ buildDate: undefined, due: [] });
  });
});
