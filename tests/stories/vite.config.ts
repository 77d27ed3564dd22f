import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { contentPlugin } from "../../scripts/content/vite-plugin.ts";
import { iconsPlugin } from "../../scripts/icons/vite-plugin.ts";

const fixtureContent = fileURLToPath(new URL("../fixtures/content", import.meta.url));

/** Builds the component stories into the fixture site, whose server then serves them. */
export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  base: "/stories/",
  plugins: [
    contentPlugin({ contentDir: fixtureContent }),
    iconsPlugin({ appDir: "app", contentDir: fixtureContent }),
  ],
  define: { __BUILD_ID__: JSON.stringify("story") },
  resolve: { alias: { "~": fileURLToPath(new URL("../../app", import.meta.url)) } },
  build: {
    outDir: fileURLToPath(new URL("../fixtures/build/client/stories", import.meta.url)),
    emptyOutDir: true,
  },
});
