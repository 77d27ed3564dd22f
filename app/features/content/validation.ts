import { relative } from "node:path";
import { type ZodType, z } from "zod";

/** Checks a value against a schema; the error names the file and every wrong field. */
export function validate<T>(schema: ZodType<T>, value: unknown, file: string, what: string): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    const where = relative(process.cwd(), file);
    throw new Error(`${where}: invalid ${what}\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}
