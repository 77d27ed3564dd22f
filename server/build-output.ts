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
  clientDir: string;
  serverBuild: ServerBuild;
  meta: BuildMeta;
}

export function buildPaths(buildDir: string) {
  const root = resolve(buildDir);
  return {
    clientDir: join(root, "client"),
    serverEntry: join(root, "server", "index.js"),
    latest: join(root, "client", LATEST_BUILD_PATH),
  };
}

/** True when the build has the files the server cannot start without. */
export async function hasBuild(buildDir: string): Promise<boolean> {
  const paths = buildPaths(buildDir);
  try {
    await Promise.all([access(paths.serverEntry), access(paths.latest)]);
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
  const paths = buildPaths(buildDir);
  const latest = await readJson<LatestBuild>(paths.latest);
  const meta = await readJson<BuildMeta>(join(paths.clientDir, buildMetaPath(latest.id)));
  const serverBuild = (await import(pathToFileURL(paths.serverEntry).href)) as ServerBuild;
  return { clientDir: paths.clientDir, serverBuild, meta };
}
