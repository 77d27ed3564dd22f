import type { Plugin } from "vite";

interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

const CLIENT_ENTRY = /[\\/]app[\\/]entry\.client\.tsx$/;
const ROOT_ROUTE = /[\\/]app[\\/]root\.tsx/;
const PAGE_ROUTE = /[\\/]app[\\/]routes[\\/]/;
/** The framework: what a deployment of the site's own code never changes. */
const VENDOR = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;
const VENDOR_CHUNK = "vendor";

type Chunk = "entry" | "pages" | null;

/**
 * Code splitting for the browser, so that a first load asks for seven scripts
 * (React Router's manifest, the framework, the bundler's runtime, the entry, the root route,
 * the page's route and the pages' shared code) instead of a tree of small chunks:
 * - the `vendor` chunk holds React, React DOM, the scheduler and React Router: it imports
 *   nothing of the site, so its name survives a deployment that changes only the site, and a
 *   returning visitor keeps it (decision record 019);
 * - the client entry's chunk holds every other module that the entry or the root route
 *   imports statically;
 * - one `pages` chunk holds what two or more pages share and the root does not;
 * - each route module keeps its own chunk, loaded when its page is first visited,
 *   and what is imported lazily (the run-time icon loader) stays apart.
 */
export function clientCodeSplitting() {
  const chunks = new Map<string, Chunk>();
  // Walks up the static importers: to the client entry or the root route, else to a page.
  function chunkOf(id: string, graph: ModuleGraph): Chunk {
    if (ROOT_ROUTE.test(id) || PAGE_ROUTE.test(id)) return null;
    const known = chunks.get(id);
    if (known !== undefined) return known;
    const seen = new Set([id]);
    const queue = [id];
    let chunk: Chunk = null;
    for (let current = queue.shift(); current !== undefined; current = queue.shift()) {
      if (CLIENT_ENTRY.test(current) || ROOT_ROUTE.test(current)) {
        chunk = "entry";
        break;
      }
      if (PAGE_ROUTE.test(current)) {
        chunk = "pages";
        continue;
      }
      for (const importer of graph.getModuleInfo(current)?.importers ?? []) {
        if (seen.has(importer)) continue;
        seen.add(importer);
        queue.push(importer);
      }
    }
    chunks.set(id, chunk);
    return chunk;
  }
  // A group named by a function needs a `debugName` for the bundler's reports (Rolldown warns).
  return {
    groups: [
      {
        debugName: VENDOR_CHUNK,
        name: (id: string) => (VENDOR.test(id) ? VENDOR_CHUNK : null),
        priority: 2,
      },
      {
        debugName: "entry",
        name: (id: string, graph: ModuleGraph) => (chunkOf(id, graph) === "entry" ? "entry" : null),
      },
      {
        debugName: "pages",
        name: (id: string, graph: ModuleGraph) => (chunkOf(id, graph) === "pages" ? "pages" : null),
        minShareCount: 2,
      },
    ],
  };
}

/**
 * V8's explicit compile hint for the entry and framework chunks: almost every function in them
 * (React's hydration, the router, the root route) runs on a first load, so V8 compiles them
 * all on a background thread while the files download, instead of one by one on the main
 * thread as hydration first calls them. https://v8.dev/blog/explicit-compile-hints
 */
export function compileHints(chunk: { name: string; facadeModuleId: string | null }): string {
  const entry = chunk.facadeModuleId !== null && CLIENT_ENTRY.test(chunk.facadeModuleId);
  return entry || chunk.name === VENDOR_CHUNK ? "//# allFunctionsCalledOnLoad" : "";
}

/** Rolldown's wrapper around each CommonJS module, as it renders it before minifying. */
const COMMONJS_ARROW_WRAPPER = /__commonJSMin\(\(\((exports(?:, module)?)\) => \{/g;

/**
 * React, React DOM and the scheduler are CommonJS, which Rolldown wraps in a parenthesized
 * arrow function called on first `require`. V8 compiles a parenthesized `function`
 * expression ahead of its call, while the file is parsed, but such an arrow only when it is
 * first called: `/PrivacyPolicy` is hydrated about 18 ms sooner with a CPU four times slower
 * and a slow network (decision records 014 and 015). The two differ in nothing else here:
 * the modules use neither `this` nor `arguments` at their top level.
 */
export function eagerCommonJsWrappers(): Plugin {
  return {
    name: "eager-commonjs-wrappers",
    applyToEnvironment: (environment) => environment.name === "client",
    renderChunk(code) {
      const eager = code.replace(COMMONJS_ARROW_WRAPPER, "__commonJSMin((function($1) {");
      return eager === code ? null : { code: eager, map: null };
    },
  };
}
