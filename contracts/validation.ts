import type * as v from "valibot";

/** Where a problem is, as a reader writes it: `redirects[0].from`. */
function fieldOf(issue: v.BaseIssue<unknown>): string {
  let field = "";
  for (const { key } of issue.path ?? []) {
    if (typeof key === "number") field += `[${key}]`;
    else field += field ? `.${String(key)}` : String(key);
  }
  return field;
}

/** Every problem of a failed check on its own line, with the field it concerns. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => {
      const field = fieldOf(issue);
      return field ? `✖ ${issue.message}\n  → at ${field}` : `✖ ${issue.message}`;
    })
    .join("\n");
}
