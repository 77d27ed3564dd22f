import { fileURLToPath } from "node:url";
import { build } from "vite";

const ENTRY = fileURLToPath(new URL("./cloudflare-worker.ts", import.meta.url));

/** Bundles the Cloudflare Worker into one module, `worker.js` in the given folder. */
export async function bundleWorker(outDir: string) {
  await build({
    configFile: false,
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
