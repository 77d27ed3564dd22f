import { type MouseEvent, useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { usePrefetcher } from "~/lib/prefetch/use-page-prefetch.ts";
import { useReducedMotion } from "~/lib/use-reduced-motion.ts";

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

/** The app path of a link to one of the site's pages (`/legal/TermsConditions` → `/TermsConditions`). */
function appPathOf(anchor: HTMLAnchorElement): string | undefined {
  if (anchor.target || anchor.hasAttribute("download")) return undefined;
  const url = new URL(anchor.href);
  const base = import.meta.env.BASE_URL;
  if (url.origin !== window.location.origin || !url.pathname.startsWith(base)) return undefined;
  return `/${url.pathname.slice(base.length)}`;
}

function anchorOf(target: EventTarget | null): HTMLAnchorElement | undefined {
  const anchor = target instanceof Element ? target.closest("a[href]") : null;
  return anchor instanceof HTMLAnchorElement ? anchor : undefined;
}

/**
 * Renders HTML (compiled and sanitised from the site's Markdown) whose links to
 * the site's pages behave like `PageLink`s: prefetched when seen or pointed at,
 * followed in the browser.
 */
export function HtmlContent({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const prefetch = usePrefetcher();
  const still = useReducedMotion();
  const scope = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the links change with the HTML
  useEffect(() => {
    const anchors = [...(scope.current?.querySelectorAll("a[href]") ?? [])];
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const anchor = anchorOf(entry.target);
        const path = anchor && appPathOf(anchor);
        if (entry.isIntersecting && anchor && path) {
          prefetch(path, `${anchor.pathname}${anchor.search}`, "low");
          observer.unobserve(anchor);
        }
      }
    });
    for (const anchor of anchors) observer.observe(anchor);
    return () => observer.disconnect();
  }, [prefetch, html]);

  function onIntent(event: { target: EventTarget | null }) {
    const anchor = anchorOf(event.target);
    const path = anchor && appPathOf(anchor);
    if (anchor && path) prefetch(path, `${anchor.pathname}${anchor.search}`, "high");
  }

  function onClick(event: MouseEvent<HTMLDivElement>) {
    const anchor = anchorOf(event.target);
    const path = anchor && appPathOf(anchor);
    if (!anchor || !path || !isPlainLeftClick(event)) return;
    event.preventDefault();
    navigate(`${path}${anchor.search}${anchor.hash}`, { viewTransition: !still });
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: delegates to the links inside, which keyboards activate themselves
    // biome-ignore lint/a11y/noStaticElementInteractions: see above; the element itself is not interactive
    <div
      ref={scope}
      className={className}
      onClick={onClick}
      onMouseOver={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own Markdown, sanitised at build time
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
