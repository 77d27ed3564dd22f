import { useCallback, useEffect, useRef } from "react";
import { useHref, useLocation, useResolvedPath } from "react-router";
import { pageResources, useRouterInternals } from "../router-internals.ts";
import type { PrefetchPriority } from "./prefetch-queue.ts";
import { prefetchResources } from "./prefetcher.ts";

type Visible = () => void;
const onVisible = new WeakMap<Element, Visible>();
let observer: IntersectionObserver | undefined;

/** One observer for every page link: it tells when a link comes into view. */
function observe(element: Element, callback: Visible) {
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      onVisible.get(entry.target)?.();
      observer?.unobserve(entry.target);
    }
  });
  onVisible.set(element, callback);
  observer.observe(element);
  return () => observer?.unobserve(element);
}

/** A function that prefetches the page at an app path (such as `/PrivacyPolicy`). */
function usePrefetcher() {
  const internals = useRouterInternals();
  const location = useLocation();
  return useCallback(
    (path: string, href: string, priority: PrefetchPriority) => {
      if (!internals || path === location.pathname) return;
      prefetchResources(pageResources(path, href, internals), priority);
    },
    [internals, location.pathname],
  );
}

/**
 * Prefetches a link's page when the link comes into view (low priority), and
 * when it is pointed at or focused (high priority).
 */
export function usePagePrefetch<T extends Element>(to: string) {
  const ref = useRef<T>(null);
  const { pathname } = useResolvedPath(to);
  const href = useHref(to);
  const prefetch = usePrefetcher();

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    return observe(element, () => prefetch(pathname, href, "low"));
  }, [prefetch, pathname, href]);

  const onIntent = useCallback(() => prefetch(pathname, href, "high"), [prefetch, pathname, href]);
  return { ref, onMouseEnter: onIntent, onFocus: onIntent, onTouchStart: onIntent };
}
