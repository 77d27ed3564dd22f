/** A value as JSON that is safe inside a `<script>` element: no `<` can end the element. */
export function jsonInScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
