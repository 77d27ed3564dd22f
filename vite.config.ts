import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentDirectory, contentPlugin } from "./app/features/content/vite-plugin.ts";
import { iconsPlugin } from "./app/features/icons/vite-plugin.ts";
import { currentBuildId } from "./scripts/build-id.ts";

currentBuildId();

export default defineConfig({
  plugins: [
    contentPlugin(),
    iconsPlugin({ appDir: "app", contentDir: contentDirectory() }),
    tailwindcss(),
    reactRouter(),
  ],
  resolve: { tsconfigPaths: true },
});
