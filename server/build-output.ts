import { access, readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import {
  type BuildMeta,
  buildMetaPath,
  LATEST_BUILD_PATH,
  type LatestBuild,
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

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(file, "utf8")) as T;
}

/** Loads the built site: the server bundle and the current build's manifest. */
export async function loadBuildOutput(buildDir: string): Promise<BuildOutput> {
  const serverBuild = (await import(pathToFileURL(serverEntry(buildDir)).href)) as ServerBuild;
  const clientDir = join(resolve(buildDir), "client");
  const base = serverBuild.basename ?? "/";
  const siteDir = join(clientDir, base);
  const latest = await readJson<LatestBuild>(join(siteDir, LATEST_BUILD_PATH));
  const meta = await readJson<BuildMeta>(join(siteDir, buildMetaPath(latest.id)));
  return { clientDir, base, serverBuild, meta };
}
