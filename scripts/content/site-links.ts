import { join } from "node:path";
import type { Redirect as SiteRedirect } from "#contracts/build-manifest.ts";
import type { SiteContent } from "#contracts/content.ts";
import {
  LEGAL_FEED_FILE,
  LEGAL_INDEX_FILE,
  LLMS_TXT_FILE,
  markdownAddress,
  ROBOTS_FILE,
  releaseFeedFile,
  SITEMAP_FILE,
} from "#contracts/http/address-table.ts";
import { canonicalAddress } from "#contracts/http/canonical-address.ts";
import { hasDotSegment } from "#contracts/http/request-guard.ts";
import { isRelativeAddress, isSitePath, linkBase, readFrom } from "#contracts/http/site-path.ts";
import { elementParts, type MarkdownNode } from "#contracts/markdown-nodes.ts";
import { PAGE_IDS, releaseAnchor, releaseHeadingId } from "#contracts/page-ids.ts";
import type { Catalog } from "#node-shared/content-catalog.ts";
import { fromRoot } from "#node-shared/content-errors.ts";
import { SITE_CONFIG_FILE } from "#node-shared/site-config-file.ts";
import type { UpcomingText } from "./site-content.ts";

/** A redirect of the site configuration, as far as its links go: from an address of the site to another. */
type Redirect = Pick<SiteRedirect, "from" | "to">;

/** A Markdown file's links: the file (from the content folder), where it is shown, and where it links. */
interface LinkSource {
  file: string;
  page: string;
  /** Where its relative links are read from (`linkBase`): its page, or a home page's folder. */
  base: string;
  links: string[];
  /** The ids its page will have, for a text the page does not show yet (an upcoming version). */
  ids?: ReadonlySet<string>;
}

/** The addresses a link may lead to, each with the ids a `#fragment` may name there (a page's). */
type Targets = Map<string, ReadonlySet<string> | undefined>;

/** Every `href` and every `id` in a compiled body. */
function walk(nodes: readonly MarkdownNode[], found: { hrefs: string[]; ids: Set<string> }) {
  for (const node of nodes) {
    if (typeof node === "string") continue;
    const [, props, children] = elementParts(node);
    if (typeof props.href === "string") found.hrefs.push(props.href);
    if (typeof props.id === "string") found.ids.add(props.id);
    walk(children, found);
  }
  return found;
}

const linksOf = (body: readonly MarkdownNode[]) => walk(body, { hrefs: [], ids: new Set() });

/**
 * What each page links to, and what a link may lead to: every page of the build with the ids
 * its markup has, every earlier or upcoming version, each page's Markdown copy, the feeds,
 * `llms.txt`, the search engines' files, the site owner's own files and the configured redirects.
 */
function siteLinks(
  catalog: Catalog,
  content: SiteContent,
  upcoming: readonly UpcomingText[],
  redirects: readonly Redirect[],
  ownFiles: readonly string[],
) {
  const targets: Targets = new Map();
  const sources: LinkSource[] = [];
  const addPage = (path: string, home: boolean, ids: Iterable<string>) => {
    targets.set(path, new Set([...PAGE_IDS, ...ids]));
    targets.set(markdownAddress(path, home), undefined);
  };
  for (const page of catalog.pages) {
    if (page.layout === "releases") {
      const releases = content.releases[page.path] ?? [];
      const ids = releases.flatMap(({ version, body }) => [
        releaseAnchor(version),
        releaseHeadingId(version),
        ...linksOf(body).ids,
      ]);
      addPage(page.path, false, ids);
      targets.set(`/${releaseFeedFile(page.path)}`, undefined);
      continue;
    }
    const home = page.layout === "home";
    const compiled = home ? content.homes[page.path] : content.pages[page.path];
    if (!compiled) continue;
    const { hrefs, ids } = linksOf(compiled.body);
    const actions = home ? (content.homes[page.path]?.frontMatter.actions ?? []) : [];
    addPage(page.path, home, ids);
    sources.push({
      file: page.inForce?.file ?? page.file,
      page: page.path,
      base: linkBase(page.path, home),
      links: [...hrefs, ...actions.map((action) => action.href)],
    });
  }
  for (const release of catalog.releases) {
    const page = catalog.pages.find(
      (candidate) => candidate.layout === "releases" && candidate.language === release.language,
    );
    const compiled =
      page && content.releases[page.path]?.find((shown) => shown.version === release.version);
    if (page && compiled) {
      sources.push({
        file: release.file,
        page: page.path,
        base: page.path,
        links: linksOf(compiled.body).hrefs,
      });
    }
  }
  for (const { file, page, body } of upcoming) {
    const { hrefs, ids } = linksOf(body);
    sources.push({ file, page, base: page, links: hrefs, ids: new Set([...PAGE_IDS, ...ids]) });
  }
  for (const version of catalog.versions) {
    targets.set(version.path, undefined);
    targets.set(markdownAddress(version.path, false), undefined);
  }
  for (const file of [
    LEGAL_FEED_FILE,
    LEGAL_INDEX_FILE,
    LLMS_TXT_FILE,
    SITEMAP_FILE,
    ROBOTS_FILE,
  ]) {
    targets.set(`/${file}`, undefined);
  }
  for (const path of ownFiles) targets.set(path, undefined);
  for (const { from } of redirects) targets.set(from, undefined);
  sources.push({
    file: SITE_CONFIG_FILE,
    page: "/",
    base: "/",
    links: redirects.map(({ to }) => to),
  });
  return { targets, sources };
}

/**
 * The page whose Markdown file a relative link names, read from the linking file's folder as
 * GitHub reads it (`../privacy-policy.md#your-rights` in `pages/help.md`), with its fragment.
 */
function pageOfFile(href: string, file: string, catalog: Catalog): string | undefined {
  const { pathname, hash } = new URL(href, `https://site.invalid/${file}`);
  const named = decoded(pathname.slice(1));
  const page =
    catalog.pages.find((candidate) => candidate.file === named) ??
    catalog.versions.find((candidate) => candidate.file === named);
  return page && page.path + hash;
}

/** Percent-decoded, or undefined when its encoding is malformed. */
function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/**
 * Why a link leads nowhere, or undefined when it leads to a page or a file of the build, or to
 * an address that opens the app (`appLinks`, which shows the app-link page in a browser).
 */
function problemOf(
  href: string,
  page: string,
  { targets, appLinks }: { targets: Targets; appLinks: RegExp | undefined },
  catalog: Catalog,
  contentDir: string,
) {
  const hashAt = href.indexOf("#");
  const fragment = hashAt === -1 ? undefined : href.slice(hashAt + 1);
  const address = hashAt === -1 ? href : href.slice(0, hashAt);
  const path = decoded(address.split("?")[0] || page);
  const name = fragment === undefined ? "" : decoded(fragment);
  if (path === undefined || name === undefined) return "has a malformed percent-encoding";
  const target = path.length > 1 ? path.replace(/\/$/, "") : path;
  const leftOut = (at: string) => {
    const file = catalog.leftOut.find((candidate) => candidate.path === at);
    const name = file && fromRoot(join(contentDir, file.file));
    return name && `leads to ${name}, which this build leaves out: ${file.why}`;
  };
  if (!targets.has(target)) {
    if (appLinks?.test(target)) return undefined;
    // Paths are case-sensitive: /privacypolicy is not /PrivacyPolicy.
    const meant = [...targets.keys()].find((known) => known.toLowerCase() === target.toLowerCase());
    return (
      leftOut(target) ??
      `leads to no page of this site${meant ? `; letter case counts: write ${meant}` : ""}`
    );
  }
  const ids = targets.get(target);
  if (name && ids && !ids.has(name)) {
    return leftOut(`${target}#${name}`) ?? `leads to ${target}, which has no #${fragment}`;
  }
  return undefined;
}

/**
 * The links in the content that lead to no page of this site, or to no heading of their page,
 * each with its file: visitors would get the not-found page, or the top of a page instead of
 * a section. A link may name a page, an earlier or upcoming version, a Markdown copy, a feed,
 * one of the owner's files (`ownFiles`, their addresses) or a redirect, with or without a
 * `#fragment`, or an address that opens the app (`appLinks`, the expression of
 * `appLinkAddresses`); links elsewhere are the site owner's to check.
 * Where the redirects lead is checked as their links, and an upcoming legal text's as its page
 * will show it once it applies, with its own sections.
 */
export function brokenSiteLinks(
  contentDir: string,
  catalog: Catalog,
  content: SiteContent,
  upcoming: readonly UpcomingText[],
  redirects: readonly Redirect[],
  ownFiles: readonly string[],
  appLinks?: string,
): string[] {
  const { targets, sources } = siteLinks(catalog, content, upcoming, redirects, ownFiles);
  const pattern = appLinks === undefined ? undefined : new RegExp(appLinks);
  return sources.flatMap(({ file, page, base, links, ids }) => {
    const known = { targets: ids ? new Map(targets).set(page, ids) : targets, appLinks: pattern };
    return links.flatMap((href) => {
      const where = `${fromRoot(join(contentDir, file))}: ${href}`;
      if (isRelativeAddress(href)) {
        const read = readFrom(base, href);
        const problem = problemOf(read, page, known, catalog, contentDir);
        if (!problem) return [];
        const meant = pageOfFile(href, file, catalog);
        const reading = `${where} (${read} from ${base})`;
        return [
          meant
            ? `${reading} is the Markdown file of ${meant.split("#")[0]}: write ${meant}`
            : `${reading} ${problem}`,
        ];
      }
      if (!href.startsWith("#") && !isSitePath(href)) return [];
      const problem = problemOf(href, page, known, catalog, contentDir);
      return problem ? [`${where} ${problem}`] : [];
    });
  });
}

/** Where every host leads an address of the site before anything else, if anywhere (a trailing `/`). */
const ledOnTo = (path: string) => (path.includes("%") ? undefined : canonicalAddress(path, "/"));

/**
 * Why no request reaches a redirect's `from` alike on every host, or undefined when one does.
 * Hosts compare a request's path decoded, lead a trailing slash to the address without it and
 * refuse dot segments; `_redirects` reads `*` as a wildcard, where nginx and the Node server
 * read it as itself.
 */
function unreachableFrom(from: string): string | undefined {
  if (hasDotSegment(from)) {
    return "has a . or .. segment, which browsers resolve before asking: write the address they ask for";
  }
  if (from.includes("%")) {
    return "holds a %, and hosts compare addresses decoded: write the characters themselves (/café, not /caf%C3%A9)";
  }
  const canonical = ledOnTo(from);
  if (canonical) {
    return `is an address every host first leads to ${canonical}: write ${canonical}`;
  }
  if (from.includes("*")) {
    return "holds a *, a wildcard on Netlify and Cloudflare and a character elsewhere: redirect each address";
  }
  return undefined;
}

/**
 * The redirects that cannot work, each by its field: one from an address no request reaches
 * alike on every host (`unreachableFrom`), one from the address of a page, a file of the build
 * or one of the owner's files (`ownFiles`, their addresses) (the hosts would disagree on which
 * of the two answers), one from an address an earlier redirect takes, and one that leads to
 * another redirect (a loop, or a second hop for every visitor).
 */
export function redirectMistakes(
  catalog: Catalog,
  content: SiteContent,
  redirects: readonly Redirect[],
  ownFiles: readonly string[],
): string[] {
  const { targets } = siteLinks(catalog, content, [], [], ownFiles);
  const takenBy = new Map<string, number>();
  const leadsTo = new Map<string, string>();
  const mistakes: string[] = [];
  redirects.forEach(({ from, to }, index) => {
    const unreachable = unreachableFrom(from);
    if (unreachable) mistakes.push(`redirects[${index}].from: ${from} ${unreachable}`);
    const earlier = takenBy.get(from);
    if (earlier !== undefined) {
      mistakes.push(`redirects[${index}].from: ${from} is taken by redirects[${earlier}] already`);
      return;
    }
    if (targets.has(from)) {
      mistakes.push(
        `redirects[${index}].from: ${from} is an address of this site's own, which the redirect would hide`,
      );
    }
    takenBy.set(from, index);
    leadsTo.set(from, to);
  });
  redirects.forEach(({ from, to }, index) => {
    const canonical = ledOnTo(to);
    if (canonical) {
      mistakes.push(
        `redirects[${index}].to: ${to} is redirected again (${from} → ${to} → ${canonical}); write ${canonical}`,
      );
      return;
    }
    const hops = [from];
    let at = to;
    for (
      let next = leadsTo.get(at);
      next !== undefined && !hops.includes(at);
      next = leadsTo.get(at)
    ) {
      hops.push(at);
      at = next;
    }
    if (hops.length === 1 && at !== from) return;
    const chain = [...hops, at].join(" → ");
    mistakes.push(
      hops.includes(at)
        ? `redirects[${index}]: ${chain} is a loop`
        : `redirects[${index}].to: ${to} is redirected again (${chain}); write ${at}`,
    );
  });
  return mistakes;
}
