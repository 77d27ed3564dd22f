import * as v from "valibot";
import { type SchemaContext, schemaError } from "./content-errors.ts";

/**
 * Checks a value of the content folder against a schema; the error names the file (and, for a
 * front matter, the line), every wrong field and what to do.
 */
export function validate<T>(
  schema: v.GenericSchema<unknown, T>,
  value: unknown,
  file: string,
  what: string,
  context: Omit<SchemaContext, "file" | "what"> = {},
): T {
  const result = v.safeParse(schema, value);
  if (!result.success) throw schemaError(schema, result.issues, { file, what, ...context });
  return result.output;
}
