import { rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { copyOfBuild, removeBuild } from "./support/build-copy.ts";
import { rawRequest } from "./support/raw-http.ts";
import { startServer } from "./support/server-process.ts";
import { needsNodeServer } from "./support/servers.ts";

test.beforeEach(() => needsNodeServer("the tests start the Node server themselves"));

for (const [damage, corrupt, message] of [
  [
    "a missing latest.json",
    (dir: string) => rm(join(dir, "client/_app/builds/latest.json")),
    "latest.json is missing",
  ],
  [
    "a latest.json that is not JSON",
    (dir: string) => writeFile(join(dir, "client/_app/builds/latest.json"), "<html>"),
    "latest.json is not a valid build manifest",
  ],
  [
    "a manifest pointing outside the build",
    (dir: string) =>
      writeFile(join(dir, "client/_app/builds/latest.json"), '{"id":"../../etc","timestamp":1}'),
    "latest.json is not a valid build manifest",
  ],
  [
    "a missing prerendered page",
    (dir: string) => rm(join(dir, "client/PrivacyPolicy/index.html")),
    "PrivacyPolicy/index.html is missing",
  ],
] as const) {
  test(`the server refuses to start with ${damage}, saying why`, async () => {
    const dir = await copyOfBuild();
    try {
      await corrupt(dir);
      const server = startServer({ BUILD_DIR: dir });
      await expect(server).rejects.toThrow(message);
      await expect(server).rejects.toThrow("cannot be served");
    } finally {
      await removeBuild(dir);
    }
  });
}

test("the server builds the site first when there is no build", async () => {
  test.setTimeout(120_000);
  const dir = `${await copyOfBuild()}-fresh`;
  const server = await startServer({ BUILD_DIR: dir });
  try {
    expect(server.output()).toContain("No build found: building the site first");
    expect((await rawRequest(server.baseURL, "/PrivacyPolicy")).status).toBe(200);
  } finally {
    await server.stop();
    await removeBuild(dir);
    await removeBuild(dir.replace(/-fresh$/, ""));
  }
});

test("HSTS is sent for HTTPS behind a trusted proxy, and never over plain HTTP", async () => {
  const trusting = await startServer({ TRUST_PROXY: "true" });
  const plain = await startServer();
  try {
    const https = { "X-Forwarded-Proto": "https" };
    const behindProxy = await rawRequest(trusting.baseURL, "/", { headers: https });
    expect(behindProxy.headers["strict-transport-security"]).toBe(
      "max-age=63072000; includeSubDomains",
    );
    expect(
      (await rawRequest(trusting.baseURL, "/"))?.headers["strict-transport-security"],
    ).toBeUndefined();
    // Without TRUST_PROXY anybody could send the header: it is ignored.
    const untrusted = await rawRequest(plain.baseURL, "/", { headers: https });
    expect(untrusted.headers["strict-transport-security"]).toBeUndefined();
  } finally {
    for (const server of [trusting, plain]) {
      await server.stop();
    }
  }
});
