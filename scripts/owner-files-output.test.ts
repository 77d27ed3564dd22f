import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ownerFiles } from "#node-shared/owner-files.ts";
import { checkOwnerFilesKept, publishOwnerFiles } from "./owner-files-output.ts";

let dir = "";
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "owner-files-output-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function put(file: string, text: string) {
  await mkdir(dirname(join(dir, file)), { recursive: true });
  await writeFile(join(dir, file), text);
}

describe("publishOwnerFiles and checkOwnerFilesKept", () => {
  it("copy each file into the site, and stop at one the build has written or writes later", async () => {
    await put("files/app-ads.txt", "owner\n");
    await put("files/card.png", "owner\n");
    const site = join(dir, "site");
    await put("site/card.png", "build\n");
    const [ads, card] = ownerFiles(dir);
    if (!ads || !card) throw new Error("two files expected");
    await publishOwnerFiles(site, [ads]);
    expect(await readFile(join(site, "app-ads.txt"), "utf8")).toBe("owner\n");
    await expect(publishOwnerFiles(site, [card])).rejects.toThrow(
      "/card.png is a file the site writes itself: rename yours, or remove it",
    );
    await checkOwnerFilesKept(site, [ads]);
    await writeFile(join(site, "app-ads.txt"), "build\n");
    await expect(checkOwnerFilesKept(site, [ads])).rejects.toThrow(
      "/app-ads.txt is a file the site writes itself",
    );
  });
});
