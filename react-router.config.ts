import type { Config } from "@react-router/dev/config";
import { baseURL } from "./scripts/base-url.ts";
import { finishBuild } from "./scripts/build-end.ts";

export default {
  ssr: true,
  basename: baseURL(),
  buildDirectory: process.env.BUILD_DIR || "build",
  // Every path without a parameter (the three pages) is rendered to HTML and a
  // payload file at build time; the server renders only what is left (the 404 page).
  prerender: true,
  // The whole route table ships with the first page so that navigation never
  // asks a server for the manifest: static hosts have no such endpoint.
  routeDiscovery: { mode: "initial" },
  buildEnd: ({ reactRouterConfig }) =>
    finishBuild(reactRouterConfig.buildDirectory, reactRouterConfig.basename),
} satisfies Config;
