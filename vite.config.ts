import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { BUILD_ID_DEFINE, parseBuildEnv } from "#node-shared/build-env.ts";
import {
  clientCodeSplitting,
  compileHints,
  eagerCommonJsWrappers,
} from "./scripts/client-chunks.ts";
import { contentPlugin } from "./scripts/content/vite-plugin.ts";
import { developmentPlugin } from "./scripts/development/vite-plugin.ts";
import { iconsPlugin } from "./scripts/icons/vite-plugin.ts";
import { siteImagesPlugin } from "./scripts/site-images/vite-plugin.ts";
import { devServerAddress } from "./server/config.ts";

const env = parseBuildEnv();

export default defineConfig(({ command }) => ({
  base: env.baseURL,
  // The site owner's files come from content/files/, checked by the build (owner-files.ts).
  publicDir: false,
  ...(command === "serve" ? { server: devServerAddress() } : {}),
  // The one place the build's id is picked; the steps after the build read it back from here.
  define: { [BUILD_ID_DEFINE]: JSON.stringify(env.buildId ?? randomUUID()) },
  build: {
    // A build folder outside the project (BUILD_DIR) is emptied too: a file left from an
    // earlier build, such as a page's payload, would be served to the prerendering in its place.
    emptyOutDir: true,
    // Encoding new images takes most of a build, by design, and the build names each one; the
    // bundler's report of slow plugins would print that as a warning.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  plugins: [
    contentPlugin(env),
    siteImagesPlugin(env),
    developmentPlugin(env),
    iconsPlugin({ appDir: "app", contentDir: env.contentDir }),
    tailwindcss(),
    reactRouter(),
    eagerCommonJsWrappers(),
  ],
  environments: {
    // The server build only prerenders. It carries its dependencies, so that it runs from a
    // build folder anywhere (BUILD_DIR), and it is minified, so that it writes the inline
    // scripts' functions into the pages minified too (app/lib/inline-script.ts). The
    // development server loads the packages from node_modules, as Vite expects.
    ssr: {
      ...(command === "build" ? { resolve: { noExternal: true as const } } : {}),
      // The bundled packages' `@vite-ignore` annotations stay, for the build steps that load it.
      build: { minify: true, rolldownOptions: { output: { comments: { annotation: true } } } },
    },
    client: {
      build: {
        rolldownOptions: {
          // An imported constant (a class list, an id) is written where it is used: no chunk
          // imports another for it, and every first load carries 0.2–0.4 KB less script.
          optimization: { inlineConst: { mode: "all" } },
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
}));
