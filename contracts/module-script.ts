/**
 * The type that React Router's module script is rendered with (patches/, decision record
 * 014): a data block, which the browser neither fetches from nor runs until the page's
 * starter script makes a module script of it, once the page has painted.
 */
export const MODULE_SCRIPT_AFTER_PAINT_TYPE = "text/x-module-after-paint";

/** The data block in `<head>` that lists the scripts of the page's first load (016). */
export const FIRST_LOAD_SCRIPTS_ELEMENT_ID = "first-load-scripts";

/**
 * A page that has not painted this long after its navigation started is on a slow network
 * or a slow device: its scripts start downloading then, and still run only after the
 * paint (decision record 016). A fast load paints well before (under 110 ms in Lighthouse's
 * unthrottled load on a two-core machine).
 */
export const LATE_FIRST_PAINT_MS = 150;
