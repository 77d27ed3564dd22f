import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentDirectory } from "#node-shared/content-catalog.ts";
import { baseURL } from "./scripts/base-url.ts";
import { currentBuildId } from "./scripts/build-id.ts";
import {
  clientCodeSplitting,
  compileHints,
  eagerCommonJsWrappers,
} from "./scripts/client-chunks.ts";
import { contentPlugin } from "./scripts/content/vite-plugin.ts";
import { iconsPlugin } from "./scripts/icons/vite-plugin.ts";
import { siteImagesPlugin } from "./scripts/site-images/vite-plugin.ts";

export default defineConfig({
  base: baseURL(),
  define: { __BUILD_ID__: JSON.stringify(currentBuildId()) },
  plugins: [
    contentPlugin(),
    siteImagesPlugin(contentDirectory()),
    iconsPlugin({ appDir: "app", contentDir: contentDirectory() }),
    tailwindcss(),
    reactRouter(),
    eagerCommonJsWrappers(),
  ],
  environments: {
    // The server build only prerenders; minified, it writes the inline scripts' functions
    // into the pages minified too (app/lib/inline-script.ts).
    ssr: { build: { minify: true } },
    client: {
      build: {
        rolldownOptions: {
          // Setting the output replaces React Router's, whose file names are kept.
          output: {
            entryFileNames: "assets/[name]-[hash].js",
            codeSplitting: clientCodeSplitting(),
            postBanner: compileHints,
          },
        },
      },
    },
  },
  // "~/…" is the app folder (as in tsconfig.json, whose other paths are for types only).
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
});
