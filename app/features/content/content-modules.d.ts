declare module "@content/home.md" {
  const page: import("./front-matter.ts").MarkdownPage<import("./front-matter.ts").HomeFrontMatter>;
  export default page;
}

declare module "@content/privacy-policy.md" {
  const page: import("./front-matter.ts").MarkdownPage;
  export default page;
}

declare module "@content/terms-conditions.md" {
  const page: import("./front-matter.ts").MarkdownPage;
  export default page;
}

declare module "virtual:site-config" {
  const config: import("./site-config.ts").SiteConfig;
  export default config;
}
