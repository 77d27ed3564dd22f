/**
 * React Router's `<Scripts/>` names every script of a first load in a `<link rel="modulepreload">`,
 * and React hoists them into `<head>`: the preload scanner asks for them with the document's first
 * bytes, and their arrival and compiling take the main thread while the page is still parsed and
 * laid out for its first paint. Without them the module script at the end of `<body>` asks for the
 * same scripts once the parser reaches it (decision 033).
 */
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;

/** A page's HTML without its module preloads. */
export function withoutModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, "");
}
