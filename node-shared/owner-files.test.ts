import { mkdir, mkdtemp, rm, truncate, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MAX_OWNER_FILE_BYTES, ownerFiles } from "./owner-files.ts";

let dir = "";
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "owner-files-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function put(file: string, text = "text\n") {
  await mkdir(dirname(join(dir, file)), { recursive: true });
  await writeFile(join(dir, file), text);
}

/** The message the build stops with, the scratch folder named as the project's `content/`. */
function refusal(): string {
  try {
    ownerFiles(dir);
  } catch (error) {
    return (error as Error).message.replace(`${relative(process.cwd(), dir)}/`, "content/");
  }
  return "published";
}

describe("ownerFiles", () => {
  it("publishes each file of content/files at its path, hidden files left out", async () => {
    await put("files/app-ads.txt");
    await put("files/press/kit.pdf");
    await put("files/press/.DS_Store");
    await put("files/.hidden/notes.txt");
    expect(ownerFiles(dir)).toEqual([
      { source: join(dir, "files/app-ads.txt"), path: "/app-ads.txt" },
      { source: join(dir, "files/press/kit.pdf"), path: "/press/kit.pdf" },
    ]);
  });

  it("is empty without the folder", () => {
    expect(ownerFiles(dir)).toEqual([]);
  });

  it("stops at a file larger than a static host serves", async () => {
    await put("files/video.zip");
    await truncate(join(dir, "files/video.zip"), MAX_OWNER_FILE_BYTES + 1);
    expect(refusal()).toBe(
      "✖ content/files/video.zip: is larger than 25 MiB, the most a static host such as Cloudflare serves: link to it where it is kept instead",
    );
  });

  it.each([
    [
      "files/about.html",
      "✖ content/files/about.html: a .html file is not published as it is (only .txt, .json, .pdf, .zip, .png, .jpg): a page is written in Markdown in content/pages/, and a page's images go in content/images/",
    ],
    ["files/README", "✖ content/files/README: a file without an extension is not published"],
    ["files/KIT.PDF", "✖ content/files/KIT.PDF: a .PDF file is not published"],
    [
      "files/press kit.pdf",
      "✖ content/files/press kit.pdf: a file's address takes letters, digits, -, _ and . only (no spaces): rename it",
    ],
    ["files/notes.md", "✖ content/files/notes.md: a .md file is not published as it is"],
    [
      "files/assets/logo.png",
      "✖ content/files/assets/logo.png: /assets/logo.png is an address of hashed code, styles, fonts and images, which the site writes itself: rename yours, or remove it",
    ],
    [
      "files/.well-known/security.txt",
      "✖ content/files/.well-known/security.txt: the site publishes only its app-link files under /.well-known/, from the site configuration's app",
    ],
  ])("stops at %s, saying why", async (file, message) => {
    await put(file);
    expect(refusal()).toContain(message);
  });
});
