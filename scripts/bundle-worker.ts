import { fileURLToPath } from "node:url";
import { build } from "vite";
import type { SitePolicies } from "./worker-policies.ts";

const ENTRY = fileURLToPath(new URL("./cloudflare-worker.ts", import.meta.url));

/**
 * Bundles the Cloudflare Worker into one module, `worker.js` in the given folder, with the site's
 * policies and the digest of the pages' dictionary (if any).
 */
export async function bundleWorker(
  outDir: string,
  policies: SitePolicies,
  dictionary: string | null,
) {
  await build({
    configFile: false,
    define: {
      SITE_POLICIES: JSON.stringify(policies),
      SITE_DICTIONARY: JSON.stringify(dictionary),
    },
    logLevel: "warn",
    publicDir: false,
    build: {
      outDir,
      emptyOutDir: false,
      minify: false,
      target: "es2024",
      lib: { entry: ENTRY, formats: ["es"], fileName: () => "worker.js" },
    },
  });
}
