const base =
  "inline-flex items-center justify-center rounded-lg px-5 py-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 dark:focus-visible:outline-primary-400";

/**
 * Class names of the main call to action on a screen. Its border is there for forced colours
 * (a contrast theme), which removes the background and shows borders in the text's colour.
 */
export const primaryButton = `${base} border border-transparent bg-primary-700 text-white shadow-sm [print-color-adjust:exact] hover:bg-primary-800 dark:bg-primary-400 dark:text-gray-950 dark:hover:bg-primary-300`;

/** Class names of the other actions beside it. */
export const secondaryButton = `${base} border border-gray-300 bg-white text-gray-900 hover:bg-gray-50 dark:border-gray-700 dark:bg-gray-900 dark:text-white dark:hover:bg-gray-800`;
