/** The content of Safari's Smart App Banner (`<meta name="apple-itunes-app">`, SPEC §18). */
export function smartAppBanner(appStoreId: string): string {
  return `app-id=${appStoreId}`;
}
