import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigation } from "react-router";
import { PAGE_TRANSITION_MS, SLOW_NAVIGATION_MS } from "#contracts/spec-constants.ts";
import { useMessages } from "~/lib/page-context.ts";
import { decodeOrKeep } from "~/lib/percent-decoding.ts";

type DocumentWithTransitions = Document & { activeViewTransition?: { finished: Promise<void> } };

const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * The page transition: a cross-fade (View Transitions, or a fade-in of the main
 * content where the browser lacks them), none with reduced motion. Resolves
 * when it has ended.
 */
function pageTransitionEnded(main: HTMLElement | null): Promise<void> {
  const transition = (document as DocumentWithTransitions).activeViewTransition;
  if (transition) return transition.finished.catch(() => {});
  if (!main || reducedMotion() || typeof document.startViewTransition === "function") {
    return Promise.resolve();
  }
  const fade = main.animate([{ opacity: 0 }, { opacity: 1 }], {
    duration: PAGE_TRANSITION_MS,
    easing: "ease-out",
  });
  return fade.finished.then(() => {}).catch(() => {});
}

/** The section a `#hash` points to, or else the page's main heading. */
function focusTarget(hash: string): HTMLElement | null {
  if (hash.length > 1) {
    const section = document.getElementById(decodeOrKeep(hash.slice(1)));
    if (section) return section;
  }
  return document.querySelector<HTMLElement>("main h1");
}

/**
 * After each navigation in the browser, once the transition has ended: focus
 * moves to the new page's main heading (or the `#hash` target) without moving
 * the scroll position React Router set, and the new title is announced.
 */
export function NavigationEffects() {
  const location = useLocation();
  const [announcement, setAnnouncement] = useState("");
  const initial = useRef(true);

  useEffect(() => {
    // The fade's length is defined once, here; the stylesheet reads it.
    document.documentElement.style.setProperty("--page-transition", `${PAGE_TRANSITION_MS}ms`);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation, keyed by location.key
  useEffect(() => {
    if (initial.current) {
      initial.current = false;
      return;
    }
    let current = true;
    void pageTransitionEnded(document.querySelector("main")).then(() => {
      if (!current) return;
      const target = focusTarget(location.hash);
      if (target) {
        if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
        target.focus({ preventScroll: true });
      }
      setAnnouncement(document.title);
    });
    return () => {
      current = false;
    };
  }, [location.key]);

  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
      {announcement}
    </div>
  );
}

/** A progress bar for a navigation that takes longer than 300 ms. */
export function NavigationProgress() {
  const { state } = useNavigation();
  const [slow, setSlow] = useState(false);
  const { loadingPage } = useMessages();

  useEffect(() => {
    if (state === "idle") {
      setSlow(false);
      return;
    }
    const timer = setTimeout(() => setSlow(true), SLOW_NAVIGATION_MS);
    return () => clearTimeout(timer);
  }, [state]);

  if (!slow) return null;
  return (
    <div
      role="progressbar"
      aria-label={loadingPage}
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-primary-100 dark:bg-primary-950"
    >
      <div className="h-full w-1/3 animate-[page-progress_1.2s_ease-in-out_infinite] bg-primary-600 motion-reduce:w-full motion-reduce:animate-none dark:bg-primary-400" />
    </div>
  );
}
