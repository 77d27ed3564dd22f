import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { stripVTControlCharacters } from "node:util";
import { parseBuildEnv } from "#node-shared/build-env.ts";
import {
  CONTENT_ERROR_MARK,
  CONTENT_WARNING_MARK,
  ContentError,
} from "#node-shared/content-errors.ts";
import { discardBuild, NEW_BUILD_FOLDER, newBuildFolder, replaceBuild } from "./build-folder.ts";

/**
 * `npm run build`: React Router's build, whose progress is printed as it comes, written beside
 * the build being served and put in its place once complete (`build-folder.ts`). When it stops
 * at a mistake in the content folder, the mistake's message (`ContentError`) is all that is
 * printed of the failure: not the stack, nor the lines the framework and the bundler wrap it in.
 * The content's warnings, printed as they come among the bundler's lines, are repeated after
 * the build's last line.
 */
const env = (() => {
  try {
    return parseBuildEnv();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
})();
const newBuild = await newBuildFolder(env.buildDir);
const build = spawn("react-router", ["build", ...process.argv.slice(2)], {
  stdio: ["inherit", "pipe", "pipe"],
  env: { ...process.env, BUILD_DIR: newBuild.folder },
});

// A bundler that cannot be started (React Router's command not on the PATH, its package not
// installed) fails the build; the folder for the new one goes with it ("close" follows).
build.on("error", (error) => {
  console.error(
    `\nThe build could not start React Router's command (${error.message}): run npm install, then npm run build.\n`,
  );
});

// React Router names the folder's `index.html` it prerenders a page into; the build then moves
// it to the page's own file (`Pricing/index.html` → `Pricing.html`), which the log names instead.
const PRERENDERED_PAGE = /^(Prerender \(html\): (?!\/ )\S+ -> )(.+)\/index\.html$/;
// Files are named where they will be once the build is complete.
const inNewBuild = `/${NEW_BUILD_FOLDER}/`;
createInterface({ input: build.stdout }).on("line", (written) => {
  const line = written.replaceAll(inNewBuild, "/");
  // The path may come in bold (colours are on in a terminal, and wherever CI is set).
  const plain = stripVTControlCharacters(line);
  console.log(PRERENDERED_PAGE.test(plain) ? plain.replace(PRERENDERED_PAGE, "$1$2.html") : line);
});

// Lines that may belong to a failure are held until the build ends; others pass at once.
const FAILURE_LINE =
  /^(\s+at |\S*Error: |\[plugin |Build failed|failed to load config |\s*[{}]|\s+errors: )/;
const held: string[] = [];
const warnings: string[] = [];
let failing = false;
const lines = createInterface({ input: build.stderr });
lines.on("line", (line) => {
  // Colours are on wherever CI is set: a line is matched without them.
  const plain = stripVTControlCharacters(line);
  failing ||= FAILURE_LINE.test(plain) || line.includes(CONTENT_ERROR_MARK);
  if (failing) held.push(line);
  else console.error(line);
  if (plain.startsWith(CONTENT_WARNING_MARK)) warnings.push(plain);
});

/** The content error among the held lines: from its mark to the first line of a stack. */
function contentError(): string | undefined {
  const start = held.findIndex((line) => line.includes(CONTENT_ERROR_MARK));
  if (start === -1) return undefined;
  const first = held[start]?.slice(held[start]?.indexOf(CONTENT_ERROR_MARK)) ?? "";
  const rest = held.slice(start + 1);
  const end = rest.findIndex((line) => /^\s+at |^\s*[{}]/.test(line));
  return [first, ...(end === -1 ? rest : rest.slice(0, end))].join("\n").trimEnd();
}

// The child closes after its output has ended, so every line has been read by then.
build.on("close", async (code) => {
  const mistake = code === 0 ? undefined : contentError();
  if (mistake) console.error(`\n${mistake}\n`);
  else if (held.length > 0) console.error(held.join("\n"));
  if (code === 0 && warnings.length > 0) {
    const count = warnings.length === 1 ? "1 warning" : `${warnings.length} warnings`;
    console.error(`\nBuilt, with ${count} about the content:\n${warnings.join("\n")}\n`);
  }
  await (code === 0 ? replaceBuild(newBuild) : discardBuild(newBuild));
  process.exitCode = code ?? 1;
});
