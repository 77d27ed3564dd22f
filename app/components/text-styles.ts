/** Class names of a link inside a sentence, where the words say where it leads. */
export const textLink =
  "font-medium text-accent underline underline-offset-4 hover:text-accent-strong";

/** Class names of a page's title, its one `<h1>`. */
export const pageTitle = "font-bold text-3xl text-heading tracking-tight sm:text-4xl";

/** Class names of text written in Markdown: its links in the accent, like every other link. */
export const markdownText = "prose max-w-prose dark:prose-invert prose-a:text-accent";
