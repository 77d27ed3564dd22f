import { type Phone, phonesOf, phoneTakes } from "#contracts/app-link-paths.ts";
import {
  APPLE_APP_SITE_ASSOCIATION_FILE,
  ASSET_LINKS_FILE,
} from "#contracts/http/address-table.ts";
import type { AppConfig } from "#contracts/site-config.ts";

const PHONE_NAMES: Record<Phone, string> = {
  ios: "an iPhone",
  android: "an Android phone (15 and later)",
};

/** The paths of the configuration that say where the app opens the site's links. */
type AppPaths = Pick<AppConfig, "links" | "exclude">;

/**
 * The app's paths as the platforms' files write them, under the site's base path. Both phones
 * follow the first that matches, so the paths kept in the browser come first.
 */
function components({ links, exclude }: AppPaths, base: string) {
  const under = (path: string) => `${base}${path.slice(1)}`;
  return [
    ...exclude.map((path) => ({ "/": under(path), exclude: true })),
    ...links.map((path) => ({ "/": under(path) })),
  ];
}

/**
 * Apple's app-site association: the paths (under the site's base path) that open the iOS app
 * when it is installed, as `applinks` components.
 * https://developer.apple.com/documentation/bundleresources/applinks
 */
export function appleAppSiteAssociation(
  ios: NonNullable<AppConfig["ios"]>,
  paths: AppPaths,
  base: string,
) {
  return {
    applinks: { details: [{ appIDs: [ios.appId], components: components(paths, base) }] },
  };
}

const HANDLE_ALL_URLS = "delegate_permission/common.handle_all_urls";

/**
 * Android's Digital Asset Links: the app, by package and signing certificates, may handle the
 * site's links. The same paths as Apple's are its dynamic rules, which Android 15 and later
 * read within what the app's manifest claims: a path that none of them takes stays in the
 * browser. Without paths the manifest alone decides.
 * https://developer.android.com/training/app-links/configure-assetlinks#configure-dynamic
 */
export function assetLinks(
  android: NonNullable<AppConfig["android"]>,
  paths: AppPaths,
  base: string,
) {
  return [
    {
      relation: [HANDLE_ALL_URLS],
      target: {
        namespace: "android_app",
        package_name: android.package,
        sha256_cert_fingerprints: android.sha256CertFingerprints,
      },
      ...(paths.links.length > 0 && {
        relation_extensions: {
          [HANDLE_ALL_URLS]: { dynamic_app_link_components: components(paths, base) },
        },
      }),
    },
  ];
}

/** The app-link files the configuration asks for, by their file in the site: none without `app`. */
export function appLinkFiles(app: AppConfig | undefined, base: string): Map<string, unknown> {
  const files = new Map<string, unknown>();
  if (app?.ios) {
    files.set(APPLE_APP_SITE_ASSOCIATION_FILE, appleAppSiteAssociation(app.ios, app, base));
  }
  if (app?.android) files.set(ASSET_LINKS_FILE, assetLinks(app.android, app, base));
  return files;
}

/**
 * The app links that take pages of the site (and `exclude` does not keep them in the browser),
 * each with the pages and the phones on which they do: with the app installed, a link to such a
 * page from another app opens the app instead (the privacy policy an app-store reviewer follows
 * included).
 */
export function pagesTakenByAppLinks(
  app: AppConfig | undefined,
  paths: readonly string[],
): string[] {
  if (!app) return [];
  const readers = phonesOf(app).map((phone) => ({
    phone: PHONE_NAMES[phone],
    takes: (link: string, path: string) => phoneTakes(phone, link, path),
  }));
  return app.links.flatMap((link, index) => {
    const byPages = new Map<string, { taken: string[]; phones: string[] }>();
    for (const { phone, takes } of readers) {
      const taken = paths.filter(
        (path) => takes(link, path) && !app.exclude.some((kept) => takes(kept, path)),
      );
      if (taken.length === 0) continue;
      const key = taken.join("\n");
      const entry = byPages.get(key) ?? { taken, phones: [] };
      entry.phones.push(phone);
      byPages.set(key, entry);
    }
    return [...byPages.values()].map(({ taken, phones }) => {
      const named = taken.slice(0, 3).join(", ");
      const more = taken.length > 3 ? ` and ${taken.length - 3} more` : "";
      return `app.links[${index}] ${link} takes the site's pages ${named}${more}: on ${phones.join(" or ")} with the app, a link to them opens the app, not the page; app.exclude keeps them in the browser`;
    });
  });
}
