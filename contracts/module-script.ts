/**
 * The type that React Router's module script is rendered with (patches/, decision record
 * 014): a data block, which the browser neither fetches from nor runs until the page's
 * starter script makes a module script of it, once the page has painted.
 */
export const MODULE_SCRIPT_AFTER_PAINT_TYPE = "text/x-module-after-paint";
