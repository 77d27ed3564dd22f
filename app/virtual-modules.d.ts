declare module "@content/home.md" {
  const page: import("./features/content/front-matter.ts").MarkdownPage<
    import("./features/content/front-matter.ts").HomeFrontMatter
  >;
  export default page;
}

declare module "@content/privacy-policy.md" {
  const page: import("./features/content/front-matter.ts").MarkdownPage;
  export default page;
}

declare module "@content/terms-conditions.md" {
  const page: import("./features/content/front-matter.ts").MarkdownPage;
  export default page;
}

declare module "virtual:site-config" {
  const config: import("./features/content/site-config.ts").SiteConfig;
  export default config;
}

declare module "virtual:site-content" {
  const content: import("./features/content/site-content.ts").SiteContent;
  export default content;
}

declare module "virtual:icons" {
  const icons: Record<string, import("./features/icons/icon-name.ts").RenderedIcon>;
  export default icons;
}

/** The id of the build, set by Vite at build time. */
declare const __BUILD_ID__: string;
