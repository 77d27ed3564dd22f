import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentPlugin } from "./app/features/content/vite-plugin.ts";
import { currentBuildId } from "./scripts/build-id.ts";

currentBuildId();

export default defineConfig({
  plugins: [contentPlugin(), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
});
