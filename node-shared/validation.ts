import { relative } from "node:path";
import * as v from "valibot";
import { describeIssues } from "#contracts/validation.ts";

/** Checks a value against a schema; the error names the file and every wrong field. */
export function validate<T>(
  schema: v.GenericSchema<unknown, T>,
  value: unknown,
  file: string,
  what: string,
): T {
  const result = v.safeParse(schema, value);
  if (!result.success) {
    const where = relative(process.cwd(), file);
    throw new Error(`${where}: invalid ${what}\n${describeIssues(result.issues)}`);
  }
  return result.output;
}
