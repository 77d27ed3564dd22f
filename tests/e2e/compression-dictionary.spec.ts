import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { get } from "node:http";
import { join, resolve } from "node:path";
import { zstdDecompressSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { IMMUTABLE } from "../../contracts/http/cache-rules.ts";
import { availableDictionary } from "../../contracts/http/compression-dictionary.ts";
import { freePorts } from "../../harness/free-port.ts";
import { nginxConfig } from "../../harness/nginx-config.ts";
import { startServer } from "../../harness/server-process.ts";
import { BASE_PATH_URL, TARGET } from "../../harness/servers.ts";
import { copyOfBuild, removeBuild } from "./support/build-copy.ts";
import { PAGES, TRANSLATED_PAGES } from "./support/site.ts";

/** What Chromium sends once it holds a dictionary for the address. */
const DICTIONARY_CODINGS = "gzip, deflate, br, zstd, dcb, dcz";

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET whose body is kept as it came, in its content coding (Node's HTTP client decodes none). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((done, fail) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        done({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on("error", fail);
    }).on("error", fail);
  });
}

/** The dictionary a site's pages name (`Link`), as a browser gets it: its address and its bytes. */
async function siteDictionary(origin: string, home: string) {
  const link = (await rawGet(`${origin}${home}`)).headers.link;
  const href = /^<([^>]+)>; rel="compression-dictionary"$/.exec(String(link))?.[1];
  if (!href) throw new Error(`${home} names no compression dictionary: ${link}`);
  const answer = await rawGet(`${origin}${href}`, { "Accept-Encoding": "identity" });
  return { href, answer, bytes: answer.body };
}

/** A `dcz` body decoded: the dictionary's SHA-256 it names, then the page. */
function decoded(body: Buffer, dictionary: Buffer) {
  expect([...body.subarray(0, 8)]).toEqual([0x5e, 0x2a, 0x4d, 0x18, 0x20, 0, 0, 0]);
  return zstdDecompressSync(body.subarray(40), { dictionary });
}

/** The `Available-Dictionary` of a browser holding `bytes`, as it computes it. */
const digestOf = (bytes: Buffer) =>
  availableDictionary(createHash("sha256").update(bytes).digest("base64"));

test.describe("pages compressed against the dictionary", () => {
  test("a browser that has loaded a page is sent the next one compressed against the dictionary, and shows it whole", async ({
    page,
    baseURL,
    request,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto("/");
    // Fetched once the page has loaded, at the lowest priority.
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType("resource")
            .some(
              (entry) =>
                entry.name.includes("/_app/dictionary/") &&
                (entry as PerformanceResourceTiming).responseEnd > 0,
            ),
        ),
      )
      .toBe(true);
    for (const next of [PAGES[1], TRANSLATED_PAGES[1]]) {
      if (!next) throw new Error("no such page");
      const response = await page.goto(next.path);
      expect(response?.status(), next.path).toBe(200);
      expect(response?.headers()["content-encoding"], next.path).toBe("dcz");
      const plain = await request.get(`${baseURL}${next.path}`, {
        headers: { "Accept-Encoding": "identity" },
      });
      expect(await response?.body(), next.path).toEqual(await plain.body());
      await expect(page).toHaveTitle(next.title);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(next.heading);
      const sizes = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType("navigation");
        const { encodedBodySize, decodedBodySize } = navigation as PerformanceNavigationTiming;
        return { encodedBodySize, decodedBodySize };
      });
      // The shared stylesheet, scripts, header and footer stayed at home: a tenth of the page.
      expect(sizes.encodedBodySize, next.path).toBeLessThan(sizes.decodedBodySize / 10);
    }
    // The page's policy, sent with its copy, allowed its inline code.
    expect(errors).toEqual([]);
  });

  test("every page's copy is the page, compressed against the dictionary the pages name, with the page's headers", async ({
    baseURL,
  }) => {
    for (const [origin, home, paths] of [
      [baseURL ?? "", "/", [...PAGES, ...TRANSLATED_PAGES].map(({ path }) => path)],
      [BASE_PATH_URL.slice(0, -"/legal/".length), "/legal/", ["/legal/", "/legal/PrivacyPolicy"]],
    ] as const) {
      const dictionary = await siteDictionary(origin, home);
      expect(dictionary.answer.status).toBe(200);
      expect(dictionary.answer.headers["use-as-dictionary"]).toBe(
        `match="${home}*", match-dest=("document")`,
      );
      expect(dictionary.answer.headers["cache-control"]).toBe(IMMUTABLE);
      const holding = {
        "Available-Dictionary": digestOf(dictionary.bytes),
        "Accept-Encoding": DICTIONARY_CODINGS,
      };
      for (const path of paths) {
        const [copy, plain] = await Promise.all([
          rawGet(`${origin}${path}`, holding),
          rawGet(`${origin}${path}`, { "Accept-Encoding": "identity" }),
        ]);
        expect(copy.status, path).toBe(200);
        expect(copy.headers["content-encoding"], path).toBe("dcz");
        expect(copy.headers["content-type"], path).toBe("text/html; charset=utf-8");
        expect(copy.headers["cache-control"], path).toBe("no-cache");
        expect(String(copy.headers.vary), path).toContain("Available-Dictionary");
        expect(String(plain.headers.vary), path).toContain("Available-Dictionary");
        for (const answer of [copy, plain]) {
          expect(answer.headers.link, path).toBe(
            `<${dictionary.href}>; rel="compression-dictionary"`,
          );
        }
        expect(copy.headers["content-security-policy"], path).toBe(
          plain.headers["content-security-policy"],
        );
        expect(decoded(copy.body, dictionary.bytes), path).toEqual(plain.body);
      }
    }
  });

  test("a page revalidated, compressed against the dictionary or not, keeps its Vary and Link in the 304", async ({
    baseURL,
  }) => {
    const origin = baseURL ?? "";
    const dictionary = await siteDictionary(origin, "/");
    const holding = {
      "Available-Dictionary": digestOf(dictionary.bytes),
      "Accept-Encoding": DICTIONARY_CODINGS,
    };
    for (const headers of [holding, { "Accept-Encoding": "gzip" }]) {
      const asked = JSON.stringify(headers);
      const first = await rawGet(`${origin}/PrivacyPolicy`, headers);
      expect(first.status, asked).toBe(200);
      expect(String(first.headers.vary), asked).toContain("Available-Dictionary");
      expect(first.headers.link, asked).toBeDefined();
      const again = await rawGet(`${origin}/PrivacyPolicy`, {
        ...headers,
        "If-None-Match": String(first.headers.etag),
      });
      // A 304 has the Vary the 200 would have had (RFC 9110 §15.4.5); a cache takes its headers.
      expect(again.status, asked).toBe(304);
      expect(again.headers.vary, asked).toBe(first.headers.vary);
      expect(again.headers.link, asked).toBe(first.headers.link);
    }
  });

  test("a browser holding another dictionary, or none, is sent the page as before; the copies have no address", async ({
    baseURL,
  }) => {
    const origin = baseURL ?? "";
    const dictionary = await siteDictionary(origin, "/");
    const other = Buffer.from(`${dictionary.bytes.toString()} of an earlier build`);
    const asked: Array<Record<string, string>> = [
      { "Available-Dictionary": digestOf(other), "Accept-Encoding": DICTIONARY_CODINGS },
      { "Accept-Encoding": DICTIONARY_CODINGS },
      { "Available-Dictionary": "not a digest", "Accept-Encoding": DICTIONARY_CODINGS },
    ];
    for (const headers of asked) {
      const answer = await rawGet(`${origin}/TermsConditions`, headers);
      expect(answer.status).toBe(200);
      // Each host's best of the others (nginx here has no Brotli).
      expect(["br", "gzip"], JSON.stringify(headers)).toContain(answer.headers["content-encoding"]);
    }
    // Cloudflare gives the Worker an `Accept-Encoding` of its own, never the browser's.
    if (TARGET !== "workerd") {
      const answer = await rawGet(`${origin}/TermsConditions`, {
        "Available-Dictionary": digestOf(dictionary.bytes),
        "Accept-Encoding": "gzip",
      });
      expect(answer.headers["content-encoding"]).toBe("gzip");
    }
    for (const path of ["/TermsConditions.html.dcz", "/index.html.dcz", "/de.html.dcz"]) {
      const answer = await rawGet(`${origin}${path}`);
      expect(answer.status, path).toBe(404);
      expect(answer.headers["content-encoding"], path).toBeUndefined();
    }
  });
});

test.describe("a build without a page's copy", () => {
  test.skip(TARGET === "workerd", "the Worker's assets come from the build wrangler serves");

  test("sends the page as before to a browser holding the dictionary", async () => {
    const dir = await copyOfBuild();
    try {
      await rm(join(dir, "client", "PrivacyPolicy.html.dcz"));
      const { origin, stop } = TARGET === "nginx" ? await serveWithNginx(dir) : await serve(dir);
      try {
        const dictionary = await siteDictionary(origin, "/");
        const holding = {
          "Available-Dictionary": digestOf(dictionary.bytes),
          "Accept-Encoding": DICTIONARY_CODINGS,
        };
        const [page, other, plain] = await Promise.all([
          rawGet(`${origin}/PrivacyPolicy`, holding),
          rawGet(`${origin}/TermsConditions`, holding),
          rawGet(`${origin}/PrivacyPolicy`, { "Accept-Encoding": "identity" }),
        ]);
        expect(page.status).toBe(200);
        expect(["br", "gzip"]).toContain(page.headers["content-encoding"]);
        expect(page.headers["content-security-policy"]).toBe(
          plain.headers["content-security-policy"],
        );
        expect(page.headers["cache-control"]).toBe("no-cache");
        expect(other.headers["content-encoding"]).toBe("dcz");
      } finally {
        await stop();
      }
    } finally {
      await removeBuild(dir);
    }
  });
});

async function serve(dir: string) {
  const server = await startServer({ BUILD_DIR: dir });
  return { origin: server.baseURL, stop: server.stop };
}

/** nginx with the build's own configuration, as the site owner's guide includes it. */
async function serveWithNginx(dir: string) {
  const [port = 0] = await freePorts(1);
  const prefix = resolve(dir, "nginx");
  await mkdir(prefix, { recursive: true });
  await writeFile(
    join(prefix, "nginx.conf"),
    nginxConfig(
      prefix,
      `server { listen 127.0.0.1:${port}; root ${resolve(dir, "client")}; include ${resolve(dir, "nginx.conf")}; }`,
      "error",
    ),
  );
  const child = spawn("/usr/sbin/nginx", ["-p", prefix, "-c", join(prefix, "nginx.conf")], {
    stdio: "ignore",
  });
  const exited = new Promise((done) => child.on("exit", done));
  const origin = `http://127.0.0.1:${port}`;
  await expect
    .poll(() =>
      rawGet(`${origin}/`).then(
        (answer) => answer.status,
        () => 0,
      ),
    )
    .toBe(200);
  return {
    origin,
    stop: async () => {
      child.kill("SIGQUIT");
      await exited;
    },
  };
}
