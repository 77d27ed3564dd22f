import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { copyFile, cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, dirname, extname, join, relative, resolve, sep } from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { copyContentFixture } from "#node-shared/content-fixture.ts";
import { ENCODED_FOLDER } from "./encoded-store.ts";
import { ImageLibrary, MAX_IMAGE_SIDE } from "./image-library.ts";

const run = promisify(execFile);
let contentDir: string;

beforeEach(async () => {
  contentDir = await copyContentFixture("content-images-");
});

afterEach(async () => {
  await rm(contentDir, { recursive: true, force: true });
});

/** Writes a page of content/pages/ whose text is `body`. */
async function page(body: string): Promise<string> {
  const file = join(contentDir, "pages", "pictures.md");
  await writeFile(
    file,
    `---\ntitle: "Pictures"\ndescription: "A page with a picture."\npath: /Pictures\n---\n\n${body}\n`,
  );
  return file;
}

/** Writes a PNG of pixels no earlier run has seen: it is always encoded. */
async function randomImage(fileName: string) {
  await sharp(randomBytes(64 * 48 * 3), { raw: { width: 64, height: 48, channels: 3 } })
    .png()
    .toFile(join(contentDir, "images", fileName));
}

const encodedFolder = () => join(contentDir, ENCODED_FOLDER);

/** The folder the files of the image whose names start with `name` are kept in. */
function entryOf(library: ImageLibrary, name: string): string {
  const file = library.files().find((candidate) => candidate.fileName.startsWith(`${name}-`));
  return dirname(file?.cachePath ?? "");
}

/** What preparing the images of `files` (in `folder`) prints, or the error it throws. */
async function preparing(folder: string, files: string[]) {
  const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
  try {
    const markdown = await Promise.all(
      files.map(async (file) => ({
        file: resolve(folder, file),
        source: await readFile(resolve(folder, file), "utf8"),
      })),
    );
    const library = await ImageLibrary.prepare(folder, markdown, "/");
    return { library, lines: log.mock.calls.map((call) => String(call[0])) };
  } finally {
    log.mockRestore();
  }
}

const prepare = (files: string[]) => preparing(contentDir, files);

describe("an image of a Markdown file stops the build, naming the file,", () => {
  it.each([
    [
      "when it is missing",
      "![A picture](images/absent.png)",
      /pictures\.md: image images\/absent\.png not found/,
    ],
    [
      "when it is missing, with each place looked in named once",
      "![A picture](../images/absent.png)",
      /pictures\.md: image \.\.\/images\/absent\.png not found \(looked for \S+\/images\/absent\.png\)$/,
    ],
    [
      "when its address is not a valid one",
      "![A picture](images/50%.png)",
      /pictures\.md: image images\/50%\.png: is not a valid address: a % starts an encoded character, such as %20$/,
    ],
    [
      "when it has no alt text",
      "![](images/shapes.png)",
      /pictures\.md: image images\/shapes\.png has no alt text/,
    ],
    [
      "when it is not PNG or JPEG",
      "![An icon](../icon.svg)",
      /pictures\.md: image \.\.\/icon\.svg: unsupported format/,
    ],
    [
      "when it is outside the content folder",
      "![A file](../../../../package.json)",
      /pictures\.md: image \.\.\/\.\.\/\.\.\/\.\.\/package\.json: images must be files in the content folder$/,
    ],
    [
      "when its address has a fragment that means nothing on an image",
      "![A picture](images/shapes.png#top)",
      /pictures\.md: image images\/shapes\.png#top: unknown fragment #top \(only #gh-light-mode-only and #gh-dark-mode-only mean something on an image\)/,
    ],
    [
      "when it is on another site",
      "![A picture](https://example.com/a.png)",
      /pictures\.md: image https:\/\/example\.com\/a\.png: images must be files in the content folder/,
    ],
  ])("%s", async (_case, markdown, message) => {
    const file = await page(markdown);
    await expect(prepare([file])).rejects.toThrow(message);
  });

  it("when it is larger than the limit", async () => {
    await sharp({
      create: { width: MAX_IMAGE_SIDE + 1, height: 4, channels: 3, background: "#fff" },
    })
      .png()
      .toFile(join(contentDir, "images", "wide.png"));
    const file = await page("![A wide picture](images/wide.png)");
    await expect(prepare([file])).rejects.toThrow(
      /pictures\.md: image images\/wide\.png: 8193×4 pixels, over the limit of 8192 pixels a side/,
    );
  });

  it("when a file named .png is not an image", async () => {
    await writeFile(join(contentDir, "images", "fake.png"), "not an image");
    const file = await page("![A picture](images/fake.png)");
    await expect(prepare([file])).rejects.toThrow(
      /pictures\.md: image images\/fake\.png: unsupported format/,
    );
  });

  it("when a PNG is cut short, its header whole", async () => {
    await randomImage("whole.png");
    const bytes = await readFile(join(contentDir, "images", "whole.png"));
    await writeFile(join(contentDir, "images", "cut.png"), bytes.subarray(0, bytes.length / 2));
    const file = await page("![A picture](images/cut.png)");
    await expect(prepare([file])).rejects.toThrow(
      /^[^\n]*pictures\.md: image images\/cut\.png: the file is damaged and cannot be read \(.+\): export it again$/,
    );
  });
});

// Encoding is CPU work: under a loaded machine it takes several times its usual second.
describe("images", { timeout: 30_000 }, () => {
  it('may be decorative, written ![""](…), and then have an empty alt', async () => {
    const file = await page('![""](images/shapes.png)');
    const { library } = await prepare([file]);
    expect(library.picture(file, "", "images/shapes.png")).toMatchObject({
      alt: "",
      width: 900,
      height: 600,
    });
  });

  it("may have a space in the file's name, written <…> or encoded in the address", async () => {
    await randomImage("my shapes.png");
    const file = await page(
      "![Shapes](<images/my shapes.png>)\n\n![Shapes again](images/my%20shapes.png)",
    );
    const { library } = await prepare([file]);
    expect(library.picture(file, "Shapes", "images/my shapes.png").light.webp).toMatch(
      /^\/assets\/images\/my-shapes-64\.[\w-]{8}\.webp 64w$/,
    );
  });

  it("come at widths up to their own, in AVIF and WebP, with a placeholder colour", async () => {
    const file = await page("![Shapes](images/shapes.png)");
    const { library } = await prepare([file]);
    const picture = library.picture(file, "Shapes", "images/shapes.png");
    expect(picture.light.avif).toMatch(
      /^\/assets\/images\/shapes-240\.[\w-]{8}\.avif 240w, .+, \/assets\/images\/shapes-900\.[\w-]{8}\.avif 900w$/,
    );
    expect(picture.light.webp.split(", ")).toHaveLength(picture.light.avif.split(", ").length);
    expect(picture.light.placeholder).toMatch(/^image-placeholder-[0-9a-f]{6}$/);
    expect(library.placeholderCss()).toContain(`.${picture.light.placeholder}{background-color:#`);
  });

  it("with transparent parts have no placeholder colour, which would show through them", async () => {
    await sharp({ create: { width: 90, height: 60, channels: 4, background: "#e11d4800" } })
      .composite([
        {
          input: { create: { width: 30, height: 30, channels: 4, background: "#2563eb" } },
          left: 10,
          top: 10,
        },
      ])
      .png()
      .toFile(join(contentDir, "images", "cut-out.png"));
    const file = await page("![Cut out](images/cut-out.png)\n\n![Shapes](images/shapes.png)");
    const { library } = await prepare([file]);
    expect(library.picture(file, "Cut out", "images/cut-out.png").light.placeholder).toBe("");
    const opaque = library.picture(file, "Shapes", "images/shapes.png").light.placeholder;
    expect(library.placeholderCss()).toMatch(
      new RegExp(`^\\.${opaque}\\{background-color:#[0-9a-f]{6}\\}$`),
    );
  });

  it("of a light and a dark variant must be of one size", async () => {
    await sharp({ create: { width: 90, height: 60, channels: 3, background: "#000" } })
      .png()
      .toFile(join(contentDir, "images", "small.png"));
    const file = await page("![Shapes](images/shapes.png)\n\n![Small](images/small.png)");
    const { library } = await prepare([file]);
    expect(() => library.picture(file, "Shapes", "images/shapes.png", "images/small.png")).toThrow(
      /must be of one size \(900×600 and 90×60\)/,
    );
  });

  it("are encoded once: the next build takes them from the content's encoded images", async () => {
    await copyFile(
      join(contentDir, "images", "shapes.png"),
      join(contentDir, "images", "copy.png"),
    );
    await randomImage("new.png");
    const file = await page("![Shapes](images/copy.png)\n\n![New](images/new.png)");
    const first = await prepare([file]);
    // The copy's bytes are those of shapes.png, whose files came with the fixture.
    expect(first.lines).toHaveLength(2);
    expect(first.lines[0]).toMatch(/^Images: encoded .*\/images\/new\.png \([12] of 2\)$/);
    expect(first.lines[1]).toBe("Images: 1 encoded, 1 from the cache");
    const second = await prepare([file]);
    expect(second.lines).toEqual(["Images: 0 encoded, 2 from the cache"]);
    const record = JSON.parse(
      await readFile(join(entryOf(second.library, "new"), "image.json"), "utf8"),
    );
    expect(record.source).toBe("images/new.png");
    expect(JSON.stringify(record)).not.toContain(contentDir);
  });

  it("are encoded again when their entry is not whole", async () => {
    const file = await page("![Shapes](images/shapes.png)");
    const { library } = await prepare([file]);
    const entry = entryOf(library, "shapes");
    const [removed] = library.files().filter((candidate) => candidate.cachePath.startsWith(entry));
    await rm(removed?.cachePath ?? "");
    const again = await prepare([file]);
    expect(again.lines.at(-1)).toBe("Images: 1 encoded, 0 from the cache");
    await writeFile(join(entry, "image.json"), "{ not JSON");
    expect((await prepare([file])).lines.at(-1)).toBe("Images: 1 encoded, 0 from the cache");
    expect((await prepare([file])).lines.at(-1)).toBe("Images: 0 encoded, 1 from the cache");
  });

  it("no source needs any more are removed, those of an image left out of the build kept", async () => {
    await randomImage("old.png");
    const file = await page("![Old](images/old.png)\n\n![Shapes](images/shapes.png)");
    const { library } = await prepare([file]);
    const old = entryOf(library, "old");
    const shapes = entryOf(library, "shapes");
    const badges = (await readdir(encodedFolder())).filter(
      (key) => ![old, shapes].includes(join(encodedFolder(), key)),
    );
    expect(badges).toHaveLength(2);
    // The page now shows another image in place of old.png, which is then deleted; a half-made
    // entry is left by a build stopped while encoding.
    await randomImage("replacement.png");
    await writeFile(file, (await readFile(file, "utf8")).replace("old.png", "replacement.png"));
    await rm(join(contentDir, "images", "old.png"));
    await mkdir(join(encodedFolder(), "0123456789abcdef0123456789abcdef"));
    const after = await prepare([file]);
    const left = await readdir(encodedFolder());
    expect(left).not.toContain(basename(old));
    expect(left).not.toContain("0123456789abcdef0123456789abcdef");
    // The badges, which this build did not show (as a draft's images in a production build),
    // are still there: their sources are.
    expect(left.toSorted()).toEqual(
      [basename(shapes), basename(entryOf(after.library, "replacement")), ...badges].toSorted(),
    );
  });
});

describe("the content's own images", { timeout: 30_000 }, () => {
  it.each(["content", "tests/fixtures/content"])(
    "in %s are committed encoded, all of them and nothing else: a fresh clone encodes nothing",
    async (folder) => {
      const copy = await mkdtemp(join(tmpdir(), "committed-images-"));
      try {
        // Only what git has: the files a fresh clone gets.
        const { stdout } = await run("git", ["ls-files", "-z", "--", folder]);
        const committed = stdout
          .split("\0")
          .filter(Boolean)
          .map((file) => relative(folder, file).split(sep).join("/"));
        await Promise.all(committed.map((file) => cp(join(folder, file), join(copy, file))));
        const markdown = committed.filter((file) => /(?<!README)\.md$/.test(file));
        const { lines } = await preparing(copy, markdown);
        const encoded = (await readdir(join(copy, ENCODED_FOLDER), { recursive: true }))
          .filter((file) => extname(file) !== "")
          .map((file) => `${ENCODED_FOLDER}/${file.split(sep).join("/")}`);
        const message = `${folder}/${ENCODED_FOLDER}/ is not current: build the site and commit it`;
        expect(lines.at(-1), message).toMatch(/^Images: 0 encoded, [1-9]\d* from the cache$/);
        expect(encoded.toSorted(), message).toEqual(
          committed.filter((file) => file.startsWith(`${ENCODED_FOLDER}/`)).toSorted(),
        );
      } finally {
        await rm(copy, { recursive: true, force: true });
      }
    },
    60_000,
  );
});

describe("the real build", () => {
  it("stops with the message naming the Markdown file", async () => {
    await page("![](images/shapes.png)");
    const failure = await run(process.execPath, ["scripts/build.ts"], {
      env: { ...process.env, CONTENT_DIR: contentDir, BUILD_DIR: join(contentDir, "build") },
    }).then(
      () => "the build succeeded",
      (error: { stdout: string; stderr: string }) => `${error.stdout}\n${error.stderr}`,
    );
    expect(failure).toMatch(/^✖ .*pages\/pictures\.md: image images\/shapes\.png has no alt text/m);
    expect(failure).not.toMatch(/^\s+at /m);
  }, 60_000);
});
