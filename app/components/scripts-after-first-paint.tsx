import type { ComponentProps } from "react";
import { Scripts, useMatches } from "react-router";
import { jsonInScript } from "#contracts/json-in-script.ts";
import {
  FIRST_LOAD_SCRIPTS_ELEMENT_ID,
  LATE_FIRST_PAINT_MS,
  MODULE_SCRIPT_AFTER_PAINT_TYPE,
} from "#contracts/module-script.ts";
import { firstLoadScripts, useRouterInternals } from "~/lib/router-internals.ts";

/**
 * Makes the module script a real one once the page has painted. The browser reports its
 * first paint once that frame is on screen; the two frames after it have painted all the
 * content that was parsed by then, which is all of it, as this script comes after it.
 * (Lighthouse counts a script that arrived before the largest paint as holding it back,
 * and a frame's own tasks run before the frame is on screen.) A page opened in a
 * background tab paints nothing, so while the tab is not visible it starts at once; a
 * browser that does not report paints starts after two frames. Its exact text is hashed
 * into the Content-Security-Policy at build time, and so is the module script's, which
 * keeps its text.
 */
export const SCRIPTS_AFTER_FIRST_PAINT = `(function(){var d=document,started=false;function start(){if(started)return;started=true;var data=d.querySelector('script[type="${MODULE_SCRIPT_AFTER_PAINT_TYPE}"]');if(!data)return;var script=d.createElement("script");script.type="module";script.textContent=data.textContent;data.replaceWith(script)}function afterTwoFrames(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start,0)})})}if(d.visibilityState!=="visible")return start();d.addEventListener("visibilitychange",start);var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;if(types&&types.indexOf("paint")>=0){new PerformanceObserver(function(list,observer){observer.disconnect();afterTwoFrames()}).observe({type:"paint",buffered:true})}else{afterTwoFrames()}})()`;

/**
 * Starts downloading the first load's scripts when the page has not painted
 * `LATE_FIRST_PAINT_MS` after its navigation started (decision record 016): by then the
 * page is waiting for a slow network or a slow processor, and holding the downloads back
 * would leave the network idle until the paint. Module preloads only fetch and compile:
 * the scripts still run once the page has painted, when the module script above imports
 * them. Run from `<head>` as the parser reaches it, which on a slow network is already
 * past that time. Its exact text is hashed into the Content-Security-Policy at build time.
 */
export const DOWNLOAD_SCRIPTS_IF_PAINT_IS_LATE = `(function(){var d=document;function download(){if(performance.getEntriesByType("paint").length)return;var list=d.getElementById("${FIRST_LOAD_SCRIPTS_ELEMENT_ID}");var urls=list?JSON.parse(list.textContent):[];for(var i=0;i<urls.length;i++){var link=d.createElement("link");link.rel="modulepreload";link.href=urls[i];d.head.appendChild(link)}}var wait=${LATE_FIRST_PAINT_MS}-performance.now();if(wait>0)setTimeout(download,wait);else download()})()`;

/**
 * React Router's `<Scripts>` types leave `type` out; the patched component (patches/) gives
 * its module script the type it is passed.
 */
const moduleScriptAfterPaint = { type: MODULE_SCRIPT_AFTER_PAINT_TYPE } as ComponentProps<
  typeof Scripts
>;

/**
 * React Router's scripts, asked for and run only once the page has painted (decision record
 * 014), so that no script competes with the first paint, on a slow phone or in Lighthouse;
 * a page late to paint has started downloading them from `<head>` (016).
 */
export function ScriptsAfterFirstPaint() {
  return (
    <>
      <Scripts {...moduleScriptAfterPaint} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, allowed by its hash */}
      <script dangerouslySetInnerHTML={{ __html: SCRIPTS_AFTER_FIRST_PAINT }} />
    </>
  );
}

/**
 * In `<head>`: the scripts of the page's first load, as data, and the script that starts
 * downloading them if the page is late to paint. The list is the module script's imports
 * (`tests/e2e/first-paint.spec.ts` checks it on every page). Only the server writes the two;
 * the browser adopts them as they are, so that its bundle carries neither.
 */
export function ScriptsDownloadIfPaintIsLate() {
  const internals = useRouterInternals();
  const matches = useMatches();
  const scripts =
    import.meta.env.SSR && internals
      ? firstLoadScripts(
          internals.framework,
          matches.map((match) => match.id),
        )
      : [];
  return (
    <>
      <script
        type="application/json"
        id={FIRST_LOAD_SCRIPTS_ELEMENT_ID}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, in a data block
        dangerouslySetInnerHTML={{ __html: jsonInScript(scripts) }}
      />
      <script
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, allowed by its hash
        dangerouslySetInnerHTML={{
          __html: import.meta.env.SSR ? DOWNLOAD_SCRIPTS_IF_PAINT_IS_LATE : "",
        }}
      />
    </>
  );
}
