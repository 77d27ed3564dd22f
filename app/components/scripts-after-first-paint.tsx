import type { ComponentProps } from "react";
import { Scripts } from "react-router";
import { MODULE_SCRIPT_AFTER_PAINT_TYPE } from "#contracts/module-script.ts";

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
 * React Router's `<Scripts>` types leave `type` out; the patched component (patches/) gives
 * its module script the type it is passed.
 */
const moduleScriptAfterPaint = { type: MODULE_SCRIPT_AFTER_PAINT_TYPE } as ComponentProps<
  typeof Scripts
>;

/**
 * React Router's scripts, asked for only once the page has painted (decision record 014),
 * so that no script competes with the first paint, on a slow phone or in Lighthouse.
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
