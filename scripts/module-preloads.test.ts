import { expect, it } from "vitest";
import { withoutModulePreloads } from "./module-preloads.ts";

it("takes out every module preload and leaves the rest of the page as it was", () => {
  const head =
    '<head><style>a{}</style><link rel="modulepreload" href="/assets/manifest-1.js"/>' +
    '<link rel="modulepreload" href="/assets/entry.client-2.js" crossorigin="anonymous"/>' +
    '<link rel="icon" href="/favicon.svg"/><link rel="preload" as="image" href="/a.avif"/></head>';
  const body =
    '<body><script type="module" async="">import "/assets/manifest-1.js";</script></body>';
  expect(withoutModulePreloads(`${head}${body}`)).toBe(
    '<head><style>a{}</style><link rel="icon" href="/favicon.svg"/>' +
      '<link rel="preload" as="image" href="/a.avif"/></head>' +
      body,
  );
});

it("leaves a page without module preloads unchanged", () => {
  const html =
    '<head><link rel="stylesheet" href="/a.css"/></head><body><p>modulepreload</p></body>';
  expect(withoutModulePreloads(html)).toBe(html);
});
