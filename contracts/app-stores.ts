/** The stores' names, which are not translated. */
export const APP_STORE = "App Store";
export const GOOGLE_PLAY = "Google Play";

/** An app's page on the App Store, by its number there (SPEC §18). */
export function appStoreAddress(appStoreId: string): string {
  return `https://apps.apple.com/app/id${appStoreId}`;
}

/** An app's page on Google Play, by its package name (SPEC §18). */
export function googlePlayAddress(androidPackage: string): string {
  return `https://play.google.com/store/apps/details?id=${encodeURIComponent(androidPackage)}`;
}
