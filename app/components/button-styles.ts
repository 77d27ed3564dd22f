const base =
  "inline-flex items-center justify-center rounded-lg px-5 py-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-action";

/**
 * Class names of the main call to action on a screen. Its border is there for forced colours
 * (a contrast theme), which removes the background and shows borders in the text's colour.
 */
export const primaryButton = `${base} border border-transparent bg-action text-page shadow-sm [print-color-adjust:exact] hover:bg-accent`;

/** Class names of the other actions beside it. */
export const secondaryButton = `${base} border border-control bg-raised text-heading hover:bg-gray-50 dark:hover:bg-gray-800`;
