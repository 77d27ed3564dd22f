declare module "virtual:site-config" {
  /** One export per setting, imported by name (scripts/content/vite-plugin.ts). */
  const config: import("#contracts/site-config.ts").SiteConfig;
  export = config;
}

declare module "virtual:site-messages" {
  /** Every language's interface text, by language code (`content/messages.ts`, …). */
  const messages: Record<string, import("#contracts/messages.ts").Messages>;
  export default messages;
}

declare module "virtual:site-content" {
  const content: import("#contracts/content.ts").SiteContent;
  export default content;
}

declare module "virtual:icons" {
  const icons: Record<string, import("#contracts/icons.ts").RenderedIcon>;
  export default icons;
}

/** The id of the build, set by Vite at build time. */
declare const __BUILD_ID__: string;

declare module "virtual:image-placeholders" {
  /** The CSS of the content images' placeholder classes (their dominant colours). */
  const css: string;
  export default css;
}
