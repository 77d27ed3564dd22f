import type { MouseEvent } from "react";
import { useNavigate } from "react-router";

interface ProseProps {
  html: string;
  className?: string;
}

function isPlainLeftClick(event: MouseEvent) {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/**
 * Renders compiled (sanitised) Markdown. Links to other pages of the site are
 * followed as client-side navigations, like the site's own links.
 */
export function Prose({ html, className }: ProseProps) {
  const navigate = useNavigate();

  function followInternalLink(event: MouseEvent<HTMLDivElement>) {
    const anchor = (event.target as Element).closest("a[href]");
    if (!(anchor instanceof HTMLAnchorElement) || !isPlainLeftClick(event)) return;
    if (anchor.target || anchor.hasAttribute("download")) return;
    const url = new URL(anchor.href);
    const base = import.meta.env.BASE_URL;
    if (url.origin !== window.location.origin || !url.pathname.startsWith(base)) return;
    event.preventDefault();
    // The router adds the base path itself.
    navigate(`/${url.pathname.slice(base.length)}${url.search}${url.hash}`);
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: delegates clicks on the links inside, which keyboards activate themselves
    // biome-ignore lint/a11y/noStaticElementInteractions: see above; the element itself is not interactive
    <div
      className={className}
      onClick={followInternalLink}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is compiled from the site's own Markdown and sanitised at build time
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
