import { access, readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import * as v from "valibot";
import {
  type BuildMeta,
  buildMetaPath,
  buildMetaSchema,
  LATEST_BUILD_PATH,
  latestBuildSchema,
} from "../app/features/deploy/build-manifest.ts";

export interface BuildOutput {
  /** The folder served as the site's root (`build/client`). */
  clientDir: string;
  /** The path the site is served under, such as `/` or `/legal/`. */
  base: string;
  serverBuild: ServerBuild;
  meta: BuildMeta;
}

function serverEntry(buildDir: string) {
  return join(resolve(buildDir), "server", "index.js");
}

/** True when there is a server bundle to start from. */
export async function hasBuild(buildDir: string): Promise<boolean> {
  try {
    await access(serverEntry(buildDir));
    return true;
  } catch {
    return false;
  }
}

async function readManifest<T>(file: string, schema: v.GenericSchema<unknown, T>): Promise<T> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    throw new Error(`${file} is missing`);
  }
  try {
    return v.parse(schema, JSON.parse(text));
  } catch {
    throw new Error(`${file} is not a valid build manifest`);
  }
}

/**
 * Loads the built site: the server bundle and the current build's manifest,
 * checking that the prerendered pages it lists are there. A build that fails
 * these checks is refused: half a site is not served.
 */
export async function loadBuildOutput(buildDir: string): Promise<BuildOutput> {
  const serverBuild = (await import(pathToFileURL(serverEntry(buildDir)).href)) as ServerBuild;
  const clientDir = join(resolve(buildDir), "client");
  const base = serverBuild.basename ?? "/";
  const siteDir = join(clientDir, base);
  const latest = await readManifest(join(siteDir, LATEST_BUILD_PATH), latestBuildSchema);
  const meta: BuildMeta = await readManifest(
    join(siteDir, buildMetaPath(latest.id)),
    buildMetaSchema,
  );
  await Promise.all(
    [
      ...meta.prerendered.map((path) => join(siteDir, path, "index.html")),
      join(siteDir, "404.html"),
    ].map((file) =>
      access(file).catch(() => {
        throw new Error(`${file} is missing`);
      }),
    ),
  );
  return { clientDir, base, serverBuild, meta };
}
