import { describe, expect, it } from "vitest";
import { jsonInScript } from "./json-in-script.ts";

describe("jsonInScript", () => {
  it("escapes every < so that the text cannot end its <script> element, and stays the same JSON", () => {
    const value = { note: "</script><script>alert(1)</script>", list: ["<!--", "a<b"] };
    const text = jsonInScript(value);
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual(value);
  });
});
