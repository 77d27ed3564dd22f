/** Class names of a link inside a sentence, where the words say where it leads. */
export const textLink =
  "font-medium text-primary-800 underline underline-offset-4 hover:text-primary-900 dark:text-primary-300 dark:hover:text-primary-200";

/** Class names of a page's title, its one `<h1>`. */
export const pageTitle =
  "font-bold text-3xl text-gray-900 tracking-tight sm:text-4xl dark:text-white";
