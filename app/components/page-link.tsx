import { Link, type LinkProps, NavLink, type NavLinkProps } from "react-router";
import { usePagePrefetch } from "~/lib/prefetch/use-page-prefetch.ts";
import { useReducedMotion } from "~/lib/use-reduced-motion.ts";

type PageLinkProps = Omit<LinkProps, "to" | "prefetch"> & { to: string };
type PageNavLinkProps = Omit<NavLinkProps, "to" | "prefetch"> & { to: string };

/**
 * A link to a page of the site: prefetched when it comes into view or is
 * pointed at, followed in the browser with a short cross-fade (none, not even
 * the transition's snapshots, with reduced motion).
 */
export function PageLink({ to, ...props }: PageLinkProps) {
  const prefetch = usePagePrefetch<HTMLAnchorElement>(to);
  const still = useReducedMotion();
  return <Link to={to} viewTransition={!still} {...props} {...prefetch} />;
}

/** A `PageLink` that marks the current page (`aria-current="page"`), for navigation menus. */
export function PageNavLink({ to, ...props }: PageNavLinkProps) {
  const prefetch = usePagePrefetch<HTMLAnchorElement>(to);
  const still = useReducedMotion();
  return <NavLink to={to} viewTransition={!still} {...props} {...prefetch} />;
}
