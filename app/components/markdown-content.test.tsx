import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { MarkdownNode } from "#contracts/content.ts";
import { MarkdownContent } from "./markdown-content.tsx";

/**
 * The body as the page at `page` (its path on the site) shows it, served under `basename` and
 * asked for at `address`.
 */
function renderAt(basename: string, body: MarkdownNode[], page = "/", address = page): string {
  const router = createMemoryRouter(
    [
      {
        id: "page",
        path: "*",
        loader: () => null,
        element: <MarkdownContent body={body} className="prose" />,
      },
    ],
    {
      basename,
      initialEntries: [`${basename}${address}`.replace("//", "/")],
      hydrationData: { loaderData: { page: { page: { path: page } } } },
    },
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

  it("reads a relative link from the page's address, under the base path", () => {
    const relative: MarkdownNode[] = [
      [
        "p",
        ["a", { href: "Help#faq" }, "help"],
        ["a", { href: "../Support" }, "support"],
        ["a", { href: "kit.pdf" }, "kit"],
      ],
    ];
    // A prerender asks for the page's address with a `/` after it: the page's own path counts.
    const html = renderAt("/legal", relative, "/guides/Start", "/guides/Start/");
    expect(html).toContain('href="/legal/guides/Help#faq"');
    expect(html).toContain('href="/legal/Support"');
    // A file's link, a plain one, takes the build's base path (`/` here) rather than the router's.
    expect(html).toContain('<a href="/guides/kit.pdf">kit</a>');
  });

  it("escapes text: the tree is data, never markup", () => {
    const html = renderAt("/", [["p", "<script>alert(1)</script>"]]);
    expect(html).toContain("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>");
  });
});
