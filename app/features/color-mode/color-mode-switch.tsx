import { fill } from "#contracts/messages.ts";
import { FORCED_COLOR_MODE_NOTE_ID } from "#contracts/page-ids.ts";
import { Icon } from "~/components/icon.tsx";
import { useMessages } from "~/lib/page-context.ts";
import { COLOR_MODE_INPUT_NAME } from "./pre-paint-script.ts";
import type { ColorModePreference } from "./preference.ts";
import { useColorMode } from "./use-color-mode.ts";

const OPTIONS: ReadonlyArray<{ value: ColorModePreference; icon: string }> = [
  { value: "light", icon: "lucide:sun" },
  { value: "dark", icon: "lucide:moon" },
  { value: "system", icon: "lucide:monitor" },
];

/**
 * Light, dark or system, as a group of radio buttons: arrow keys move the choice,
 * screen readers announce the checked one. On a page that sets its own mode the
 * group shows that mode, is disabled, and points to a note saying so. Until the app
 * hydrates, the pre-paint script runs it. Without JavaScript it is hidden: the site then
 * follows the system. In forced colours (a contrast theme), where the system replaces the
 * backgrounds, the checked choice takes the system's highlight.
 */
export function ColorModeSwitch() {
  const { preference, forced, choose } = useColorMode();
  const messages = useMessages();
  const checked = forced ?? preference;
  return (
    <fieldset
      disabled={forced !== undefined}
      aria-describedby={forced ? FORCED_COLOR_MODE_NOTE_ID : undefined}
      className="flex h-8.5 w-23.5 items-center gap-0.5 rounded-full border border-control p-0.5 disabled:opacity-70 print:hidden scriptless:hidden"
    >
      <legend className="sr-only">{messages.colorMode}</legend>
      {OPTIONS.map((option) => (
        <label
          key={option.value}
          title={messages[option.value]}
          className="flex size-7 cursor-pointer items-center justify-center rounded-full text-subtle hover:text-heading has-checked:bg-gray-200 has-checked:text-heading has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-action has-disabled:cursor-not-allowed dark:has-checked:bg-gray-700 forced-colors:has-checked:bg-[Highlight] forced-colors:has-checked:text-[HighlightText]"
        >
          <input
            type="radio"
            name={COLOR_MODE_INPUT_NAME}
            value={option.value}
            checked={checked === option.value}
            onChange={() => choose(option.value)}
            className="sr-only"
          />
          <Icon name={option.icon} className="size-4" />
          <span className="sr-only">{messages[option.value]}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** Says that the page shown sets its own colour mode; shown only then. */
export function ForcedColorModeNote() {
  const { forced } = useColorMode();
  const messages = useMessages();
  if (!forced) return null;
  return (
    <p
      id={FORCED_COLOR_MODE_NOTE_ID}
      className="border-line border-t bg-panel px-4 py-1.5 text-center text-muted text-xs print:hidden"
    >
      {fill(messages.forcedColorModeNote, { mode: messages.forcedModeNames[forced] })}
    </p>
  );
}
