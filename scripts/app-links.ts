import {
  APPLE_APP_SITE_ASSOCIATION_FILE,
  ASSET_LINKS_FILE,
} from "#contracts/http/address-table.ts";
import type { AppConfig } from "#contracts/site-config.ts";

/**
 * Apple's app-site association: the paths (under the site's base path) that open the iOS app
 * when it is installed, as `applinks` components.
 * https://developer.apple.com/documentation/bundleresources/applinks
 */
export function appleAppSiteAssociation(
  ios: NonNullable<AppConfig["ios"]>,
  links: string[],
  base: string,
) {
  return {
    applinks: {
      details: [
        {
          appIDs: [ios.appId],
          components: links.map((path) => ({ "/": `${base}${path.slice(1)}` })),
        },
      ],
    },
  };
}

/**
 * Android's Digital Asset Links: the app, by package and signing certificates, may handle the
 * site's links (which ones, its manifest's intent filters say).
 * https://developer.android.com/training/app-links/verify-android-applinks
 */
export function assetLinks(android: NonNullable<AppConfig["android"]>) {
  return [
    {
      relation: ["delegate_permission/common.handle_all_urls"],
      target: {
        namespace: "android_app",
        package_name: android.package,
        sha256_cert_fingerprints: android.sha256CertFingerprints,
      },
    },
  ];
}

/** The app-link files the configuration asks for, by their file in the site: none without `app`. */
export function appLinkFiles(app: AppConfig | undefined, base: string): Map<string, unknown> {
  const files = new Map<string, unknown>();
  if (app?.ios) {
    files.set(APPLE_APP_SITE_ASSOCIATION_FILE, appleAppSiteAssociation(app.ios, app.links, base));
  }
  if (app?.android) files.set(ASSET_LINKS_FILE, assetLinks(app.android));
  return files;
}

/** Whether an app link takes a path: `*` stands for any characters, as Apple reads it. */
function takes(link: string, path: string): boolean {
  const parts = link.split("*").map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${parts.join(".*")}$`).test(path);
}

/**
 * The app links that take pages of the site, each with the pages: on an iPhone with the app
 * installed, a link to such a page from another app opens the app instead (the privacy policy
 * an app-store reviewer follows included). Android's app decides its paths in its own manifest.
 */
export function pagesTakenByAppLinks(
  app: AppConfig | undefined,
  paths: readonly string[],
): string[] {
  if (!app?.ios) return [];
  return app.links.flatMap((link, index) => {
    const taken = paths.filter((path) => takes(link, path));
    if (taken.length === 0) return [];
    const named = taken.slice(0, 3).join(", ");
    const more = taken.length > 3 ? ` and ${taken.length - 3} more` : "";
    return [
      `app.links[${index}] ${link} takes the site's pages ${named}${more}: on an iPhone with the app, a link to them opens the app, not the page`,
    ];
  });
}
