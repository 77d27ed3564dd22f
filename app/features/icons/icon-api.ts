/** The public Iconify API hosts, in the order the client tries them. */
export const ICON_API_HOSTS = [
  "https://api.iconify.design",
  "https://api.simplesvg.com",
  "https://api.unisvg.com",
] as const;
