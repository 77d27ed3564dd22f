import { mkdir, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { scratchContent } from "#node-shared/scratch-content.ts";
import { collectBuildTimeIcons } from "./vite-plugin.ts";

const content = scratchContent("icons-content-");
const app = scratchContent("icons-app-");
const appDir = () => app.dir;

/** Writes a file of the app's code that names `text`. */
async function appFile(text: string) {
  await mkdir(appDir(), { recursive: true });
  await writeFile(join(appDir(), "header.tsx"), text);
}

describe("the icons known at build time", () => {
  it("are those the code and the content name, from installed collections, drawn as SVG", async () => {
    await appFile('export const icon = "lucide:sun";\n');
    await content.put("home.md", 'title: Home\nfeatures:\n  - icon: "lucide:moon"');
    const icons = await collectBuildTimeIcons({ appDir: appDir(), contentDir: content.dir });
    expect(Object.keys(icons).sort()).toEqual(["lucide:moon", "lucide:sun"]);
    expect(icons["lucide:sun"]?.body).toContain("<");
    // A name of a collection that is not installed is left to be loaded at run time.
    await content.put("home.md", 'title: Home\nfeatures:\n  - icon: "mdi:moon"');
    expect(
      Object.keys(await collectBuildTimeIcons({ appDir: appDir(), contentDir: content.dir })),
    ).toEqual(["lucide:sun"]);
  });

  it("stop the build at an icon the content names that its collection lacks, at its line", async () => {
    await appFile("export {};\n");
    await content.put("home.md", 'title: Home\nfeatures:\n  - icon: "lucide:coinz"');
    const error = await collectBuildTimeIcons({ appDir: appDir(), contentDir: content.dir }).catch(
      (caught: Error) => caught,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(
      `✖ ${relative(process.cwd(), join(content.dir, "home.md"))}:4: there is no icon "lucide:coinz" in @iconify-json/lucide\n  Its icons are listed at https://icon-sets.iconify.design/lucide/`,
    );
  });

  it("are not read from the content folder's guide, nor from hidden files", async () => {
    await appFile("export {};\n");
    await writeFile(join(content.dir, "README.md"), 'A name it lacks: "lucide:coinz".\n');
    await content.put(".drafts/home.md", 'title: Home\nfeatures:\n  - icon: "lucide:coinz"');
    await content.put("home.md", 'title: Home\nfeatures:\n  - icon: "lucide:moon"');
    const icons = await collectBuildTimeIcons({ appDir: appDir(), contentDir: content.dir });
    expect(Object.keys(icons)).toEqual(["lucide:moon"]);
  });

  it("stop the build at an icon the code names that its collection lacks", async () => {
    await appFile('export const a = 1;\nexport const icon = "lucide:nope-nope";\n');
    await expect(
      collectBuildTimeIcons({ appDir: appDir(), contentDir: content.dir }),
    ).rejects.toThrow(
      new Error(
        `${relative(process.cwd(), join(app.dir, "header.tsx"))}:2: there is no icon "lucide:nope-nope" in @iconify-json/lucide`,
      ),
    );
  });
});
