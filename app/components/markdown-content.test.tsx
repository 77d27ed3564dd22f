import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { MarkdownNode } from "#contracts/content.ts";
import { MarkdownContent } from "./markdown-content.tsx";

function renderAt(basename: string, body: MarkdownNode[]): string {
  const router = createMemoryRouter(
    [{ path: "*", element: <MarkdownContent body={body} className="prose" /> }],
    { basename, initialEntries: [basename] },
  );
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

const body: MarkdownNode[] = [
  [
    "p",
    {},
    "See the ",
    ["a", { href: "/PrivacyPolicy#cookies" }, "policy"],
    ", ",
    ["a", { href: "#contact" }, "contact"],
    ", ",
    ["a", { href: "//cdn.example/x" }, "cdn"],
    " and ",
    ["a", { href: "https://example.com/" }, "elsewhere"],
    ".",
  ],
  ["div", { className: "table-scroll", tabIndex: 0, role: "region", "aria-label": "Table" }],
  ["hr"],
];

describe("MarkdownContent", () => {
  it("renders the compiled tree as elements, with React's attribute names", () => {
    const html = renderAt("/", body);
    expect(html).toContain(
      '<div class="table-scroll" tabindex="0" role="region" aria-label="Table"></div><hr/>',
    );
  });

  it("puts the base path in front of links to the site's pages only", () => {
    const html = renderAt("/legal", body);
    expect(html).toContain('href="/legal/PrivacyPolicy#cookies"');
    expect(html).toContain('href="#contact"');
    expect(html).toContain('href="//cdn.example/x"');
    expect(html).toContain('href="https://example.com/"');
  });

  it("escapes text: the tree is data, never markup", () => {
    const html = renderAt("/", [["p", "<script>alert(1)</script>"]]);
    expect(html).toContain("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>");
  });
});
