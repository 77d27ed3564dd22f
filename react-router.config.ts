import type { Config } from "@react-router/dev/config";
import { BUILD_ID_DEFINE, parseBuildEnv } from "#node-shared/build-env.ts";
import { finishBuild } from "./scripts/build-end.ts";

const env = parseBuildEnv();

export default {
  ssr: true,
  basename: env.baseURL,
  buildDirectory: env.buildDir,
  // Every path without a parameter (the three pages) is rendered to HTML and a
  // payload file at build time; the server renders only what is left (the 404 page).
  prerender: true,
  // The whole route table ships with the first page so that navigation never
  // asks a server for the manifest: static hosts have no such endpoint.
  routeDiscovery: { mode: "initial" },
  buildEnd: ({ viteConfig }) =>
    finishBuild({
      ...env,
      buildId: JSON.parse(String(viteConfig.define?.[BUILD_ID_DEFINE])) as string,
    }),
} satisfies Config;
