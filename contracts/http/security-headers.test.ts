import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./security-headers.ts";

const HASH = "'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='";

describe("contentSecurityPolicy", () => {
  it("allows scripts from the site and by hash only, and nothing by default", () => {
    const policy = contentSecurityPolicy({ scripts: [HASH] });
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain(`script-src 'self' ${HASH}`);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("connect-src 'self' https://api.iconify.design");
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  });
});
