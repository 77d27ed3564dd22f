import { randomUUID } from "node:crypto";

/**
 * The id of the build in progress. The first caller in the build process picks
 * it (or takes `BUILD_ID` from the environment); later callers get the same one.
 */
export function currentBuildId(): string {
  process.env.BUILD_ID ||= randomUUID();
  if (!/^[\w.-]{1,100}$/.test(process.env.BUILD_ID)) {
    throw new Error("BUILD_ID may hold only letters, digits, dots, dashes and underscores");
  }
  return process.env.BUILD_ID;
}
