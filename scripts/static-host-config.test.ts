import { describe, expect, it } from "vitest";
import type { BuildMeta } from "#contracts/build-manifest.ts";
import {
  ADDRESS_TABLE,
  type AddressKind,
  fileHeaders,
  isPlainNotFound,
} from "#contracts/http/address-table.ts";
import {
  ASSETS_IGNORE,
  headersFile,
  nginxConfig,
  redirectsFile,
  wranglerConfig,
} from "./static-host-config.ts";

const meta: BuildMeta = {
  id: "b1",
  timestamp: 1,
  prerendered: ["/", "/PrivacyPolicy"],
  files: ["/legal/index.json", "/legal/feed.atom"],
  routeRules: {
    "/privacy": { redirect: { to: "/PrivacyPolicy", statusCode: 301 } },
    "/PrivacyPolicy": { headers: { "Content-Security-Policy": "page-policy" } },
  },
};
const input = (base: string) => ({
  base,
  meta,
  notFoundPolicy: "not-found-policy",
  languageNotFound: [{ folder: "de/", policy: "de-not-found-policy" }],
  sitePolicy: "site-policy",
});

/** `_headers` as rules: a path and its headers. */
function rules(text: string): Array<{ path: string; headers: Map<string, string> }> {
  return text
    .trim()
    .split("\n\n")
    .map((block) => {
      const [path = "", ...lines] = block.split("\n");
      return {
        path,
        headers: new Map(
          lines.map((line) => {
            const colon = line.indexOf(":");
            return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
          }),
        ),
      };
    });
}

describe("headersFile", () => {
  it("sends the site's policy and HSTS on every address, once", () => {
    const [all, ...others] = rules(headersFile(input("/")));
    expect(all?.path).toBe("/*");
    expect(all?.headers.get("Content-Security-Policy")).toBe("site-policy");
    expect(all?.headers.get("Strict-Transport-Security")).toMatch(/^max-age=\d+/);
    expect(all?.headers.get("X-Content-Type-Options")).toBe("nosniff");
    // Hosts send a header once per matching rule: two policies would both apply.
    for (const rule of others) {
      expect([...rule.headers.keys()], rule.path).not.toContain("Content-Security-Policy");
      expect([...rule.headers.keys()], rule.path).not.toContain("Strict-Transport-Security");
    }
  });

  it("gives pages, payloads and hashed assets their cache rules under the base path", () => {
    const byPath = new Map(rules(headersFile(input("/legal/"))).map((rule) => [rule.path, rule]));
    expect(byPath.get("/legal/PrivacyPolicy")?.headers.get("Cache-Control")).toBe("no-cache");
    expect(byPath.get("/legal/assets/*")?.headers.get("Cache-Control")).toContain("immutable");
    expect(byPath.get("/legal/*.data")?.headers.get("Content-Type")).toBe("text/x-script");
    expect(byPath.get("/legal/de/404.html")?.headers.get("Cache-Control")).toBe("no-cache");
  });

  it("sends the dictionary as one for the documents under the base path, kept for good", () => {
    const byPath = new Map(rules(headersFile(input("/legal/"))).map((rule) => [rule.path, rule]));
    const dictionary = byPath.get("/legal/_app/dictionary/*")?.headers;
    expect(dictionary?.get("Use-As-Dictionary")).toBe('match="/legal/*", match-dest=("document")');
    expect(dictionary?.get("Cache-Control")).toContain("immutable");
  });
});

describe("redirectsFile", () => {
  it("lists the redirects under the base path, then each language's 404 page for its folder", () => {
    const withGermanHome = { ...meta, prerendered: [...meta.prerendered, "/de"] };
    expect(redirectsFile({ ...input("/legal/"), meta: withGermanHome }).split("\n")).toEqual([
      "/legal/privacy /legal/PrivacyPolicy 301",
      "/legal/de/* /legal/de/404.html 404",
      "",
    ]);
  });

  it("gives a language without a home page its 404 page at its own address too", () => {
    expect(redirectsFile(input("/")).split("\n")).toEqual([
      "/privacy /PrivacyPolicy 301",
      "/de /de/404.html 404",
      "/de/* /de/404.html 404",
      "",
    ]);
  });

  it("has no 404 line on a site of one language", () => {
    expect(redirectsFile({ ...input("/"), languageNotFound: [] })).toBe(
      "/privacy /PrivacyPolicy 301\n",
    );
  });
});

describe("nginxConfig", () => {
  it("answers an unknown address under a language's folder with that language's 404 page", () => {
    const config = nginxConfig(input("/legal/"));
    // Chosen once for every location, a kind's (`.md`) or a page file's as much as the folder's.
    expect(config).toContain(
      [
        "  set $not_found_page /legal/404.html;",
        '  if ($uri ~ "^/legal/de(?:/|$)") { set $not_found_page /legal/de/404.html; }',
        "  error_page 404 $not_found_page;",
      ].join("\n"),
    );
    expect(config).not.toMatch(/error_page 404 \//);
    const page = config.slice(config.indexOf("  location = /legal/de/404.html {"));
    expect(page.slice(0, page.indexOf("  }"))).toContain(
      'add_header Content-Security-Policy "de-not-found-policy" always;',
    );
    expect(page.slice(0, page.indexOf("  }"))).toContain("internal;");
  });

  it("sets HSTS in the answers to requests nginx could not read, where the server's set has not run", () => {
    const config = nginxConfig(input("/"));
    for (const [status, sent] of [
      [494, 431],
      [414, 414],
      [400, 400],
    ]) {
      const address = `/_app/request-error/${sent}`;
      expect(config).toContain(`error_page ${status} =${sent} ${address};`);
      const answer = config.slice(config.indexOf(`  location = ${address} {`));
      const block = answer.slice(0, answer.indexOf("\n  }"));
      expect(block).toContain("internal;");
      expect(block).toContain("if ($https = on) { set $hsts");
      expect(block).toContain("add_header Strict-Transport-Security $hsts always;");
    }
  });

  it("serves each page from its flat file and hides the file's own address", () => {
    const config = nginxConfig(input("/"));
    expect(config).toContain("location = /PrivacyPolicy {");
    expect(config).toContain("try_files /PrivacyPolicy.html =404;");
    expect(config).toContain("location = /PrivacyPolicy.html {\n    return 404;");
    expect(config).toContain("try_files /index.html =404;");
  });

  it("gives no address to the files for hosts, nor to a precompressed copy, in any location", () => {
    const config = nginxConfig(input("/legal/"));
    expect(config).toContain(
      "  location ~ ^/(?:_headers|_redirects|\\.assetsignore)$ {\n    return 404;",
    );
    expect(config).toContain("  location ~ (?:\\.br|\\.gz|\\.dcz)$ {\n    return 404;");
    // A folder's location is searched alone (`^~`): each has the rule inside.
    for (const folder of ["assets", "_app/builds/meta", ".well-known", "icons", "social"]) {
      const block = config.slice(config.indexOf(`  location ^~ /legal/${folder}/ {`));
      expect(block.slice(0, block.indexOf("\n  }")), folder).toContain(
        "location ~ (?:\\.br|\\.gz|\\.dcz)$ { return 404; }",
      );
    }
    // Cloudflare compresses by itself, but not against the dictionary: the Worker sends those.
    expect(ASSETS_IGNORE.split("\n")).toEqual(["*.br", "*.gz", ""]);
  });

  it("sends a page compressed against the dictionary to a browser holding it, with the page's headers", () => {
    const config = nginxConfig({ ...input("/legal/"), meta: { ...meta, dictionary: "a+b/c=" } });
    expect(config).toContain(
      '  if ($http_available_dictionary = ":a+b/c=:") { set $dictionary_copy .dcz; }',
    );
    expect(config).toContain(
      '  if ($http_accept_encoding !~ "(^|[ ,])dcz *(,|$)") { set $dictionary_copy ""; }',
    );
    const page = config.slice(config.indexOf("  location = /legal/PrivacyPolicy {"));
    const pageBlock = page.slice(0, page.indexOf("\n  }"));
    expect(pageBlock).toContain('set $page_policy "page-policy";');
    expect(pageBlock).toContain(
      "if ($dictionary_copy) { rewrite ^ /legal/PrivacyPolicy.html.dcz last; }",
    );
    expect(pageBlock).toContain('add_header Content-Security-Policy "$page_policy" always;');
    // One `Vary` line, the page's own, not a second one of nginx's.
    expect(pageBlock).toContain('add_header Vary "Accept-Encoding, Available-Dictionary" always;');
    expect(pageBlock).toContain("gzip_vary off;");
    const link = '</legal/_app/dictionary/abc.dict>; rel=\\"compression-dictionary\\"';
    expect(pageBlock).toContain(`add_header Link "${link}" always;`);
    const copy = config.slice(
      config.indexOf("  location ~ ^/legal/(?:index\\.html|PrivacyPolicy\\.html)\\.dcz$ {"),
    );
    const copyBlock = copy.slice(0, copy.indexOf("\n  }"));
    for (const line of [
      "internal;",
      'add_header Content-Encoding "dcz" always;',
      'add_header Content-Security-Policy "$page_policy" always;',
      'add_header Vary "Accept-Encoding, Available-Dictionary" always;',
      "default_type text/html;",
      "try_files $uri @page_without_copy;",
    ]) {
      expect(copyBlock).toContain(line);
    }
    // Before any location that would refuse the copy's address.
    expect(config.indexOf(copyBlock)).toBeLessThan(config.indexOf("(?:\\.br|\\.gz|\\.dcz)$"));
  });

  it("names no dictionary where the build has none", () => {
    const config = nginxConfig(input("/"));
    expect(config).not.toContain("$dictionary_copy");
    expect(config).not.toContain("@page_without_copy");
    expect(config).toContain('set $page_policy "page-policy";');
  });
});

describe("wranglerConfig", () => {
  it("serves the client folder with the Worker first and the 404 page for unknown paths", () => {
    const text = wranglerConfig({ base: "/legal/", name: "tally" });
    const config = JSON.parse(text.replace(/^\/\/.*\n/, ""));
    expect(config).toMatchObject({
      name: "tally",
      main: "./worker.js",
      no_bundle: true,
      vars: { BASE_PATH: "/legal/" },
      assets: {
        directory: "./client",
        binding: "ASSETS",
        not_found_handling: "404-page",
        run_worker_first: true,
      },
    });
  });
});

describe("a new kind of address in the address table", () => {
  const kind: AddressKind = {
    name: "a file for another kind of reader",
    match: { exact: "/example/data.json" },
    cacheControl: "public, max-age=60",
    contentType: "application/example+json",
    plainNotFound: true,
  };
  const table = [...ADDRESS_TABLE, kind];

  it("reaches all four hosts: the Node server, the Worker, _headers and nginx", () => {
    // The Node server takes a file's headers, and the Worker its plain 404, from the table.
    expect(fileHeaders("/example/data.json", table)).toEqual({
      "Content-Type": "application/example+json",
      "Cache-Control": "public, max-age=60",
    });
    expect(isPlainNotFound("/example/data.json", table)).toBe(true);
    expect(isPlainNotFound("/example/data.json")).toBe(false);

    const rule = rules(headersFile({ ...input("/legal/"), table })).find(
      ({ path }) => path === "/legal/example/data.json",
    );
    expect(Object.fromEntries(rule?.headers ?? [])).toEqual({
      "Cache-Control": "public, max-age=60",
      "Content-Type": "application/example+json",
    });

    const nginx = nginxConfig({ ...input("/legal/"), table });
    const location = nginx.match(
      / {2}location = \/legal\/example\/data\.json \{\n[\s\S]*?\n {2}\}/,
    )?.[0];
    expect(location).toContain('add_header Cache-Control "public, max-age=60" always;');
    expect(location).toContain(`default_type "application/example+json";`);
    expect(location).toContain("error_page 404 = @missing_file;");
    expect(nginxConfig(input("/legal/"))).not.toContain("example.json");
  });

  it("is left out of the static hosts' files when only the Node server answers it", () => {
    const nodeOnly = [...ADDRESS_TABLE, { ...kind, nodeOnly: true }];
    expect(headersFile({ ...input("/"), table: nodeOnly })).not.toContain("example.json");
    expect(nginxConfig({ ...input("/"), table: nodeOnly })).not.toContain("example.json");
  });
});
