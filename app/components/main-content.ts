/** The id of the element that holds each page's main content (the skip link's target). */
export const MAIN_CONTENT_ID = "main";
