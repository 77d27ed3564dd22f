import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { freePorts } from "../../harness/free-port.ts";
import { startServer } from "../../harness/server-process.ts";
import { needsNodeServer } from "../../harness/servers.ts";
import { TEST_BUILD_DATE } from "../../harness/test-dates.ts";
import { copyOfBuild, removeBuild } from "./support/build-copy.ts";
import { rawRequest } from "./support/raw-http.ts";

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
    (dir: string) => rm(join(dir, "client/PrivacyPolicy.html")),
    "PrivacyPolicy.html is missing",
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

test("the server says so when another program listens on its port, and what to do", async () => {
  const first = await startServer();
  try {
    const { port } = new URL(first.baseURL);
    await expect(startServer({ PORT: port })).rejects.toThrow(
      `The server could not start: another program already listens on 127.0.0.1:${port}. Stop it, or set PORT to another port.`,
    );
    expect((await rawRequest(first.baseURL, "/PrivacyPolicy")).status).toBe(200);
  } finally {
    await first.stop();
  }
});

const buildId = async (buildDir: string) =>
  JSON.parse(await readFile(join(buildDir, "client/_app/builds/latest.json"), "utf8")).id as string;

test("the server builds the site first when there is no build, with a build id of its own", async () => {
  test.setTimeout(120_000);
  const dir = `${await copyOfBuild()}-fresh`;
  // No BUILD_ID: each build makes up its own.
  // It builds first: a whole build, which takes over a minute beside the suite's other tests.
  const server = await startServer({ BUILD_DIR: dir, BUILD_ID: "" }, { startsWithin: 110_000 });
  try {
    expect(server.output()).toContain("No build found: building the site first");
    expect((await rawRequest(server.baseURL, "/PrivacyPolicy")).status).toBe(200);
    const [fresh, earlier] = [await buildId(dir), await buildId("build")];
    expect(fresh).toMatch(/^[\w.-]{8,}$/);
    expect(earlier).toMatch(/^[\w.-]{8,}$/);
    expect(fresh).not.toBe(earlier);
  } finally {
    await server.stop();
    await removeBuild(dir);
    await removeBuild(dir.replace(/-fresh$/, ""));
  }
});

// The defaults (localhost:3000) are pinned in server/config.test.ts; here npm start gets a
// free port, so that a run never depends on 3000 being free.
test("npm start serves the built site on the PORT and HOST it is given", async () => {
  const [port] = await freePorts(1);
  const child = spawn("npm", ["start"], {
    env: { ...process.env, PORT: String(port), HOST: "localhost" },
    detached: true,
    stdio: "pipe",
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  try {
    await expect.poll(() => output, { timeout: 30_000 }).toMatch(/Serving build \S+ on http:/);
    expect(output).toMatch(new RegExp(`on http://(127\\.0\\.0\\.1|\\[::1\\]):${port}\\b`));
    const response = await fetch(`http://localhost:${port}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<h1");
  } finally {
    if (child.pid) process.kill(-child.pid, "SIGTERM");
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

test("the server names the content files changed after the build it serves", async () => {
  const contentDir = await mkdtemp(join(tmpdir(), "changed-content-"));
  try {
    // Written now, after the build the tests serve.
    await writeFile(join(contentDir, "terms-conditions.md"), "---\ntitle: Terms\n---\n");
    const server = await startServer({ CONTENT_DIR: contentDir });
    try {
      expect(server.output()).toContain("1 file(s) of");
      expect(server.output()).toContain(
        "terms-conditions.md): run npm run build, then restart, to serve them.",
      );
    } finally {
      await server.stop();
    }
    const unchanged = await startServer({ CONTENT_DIR: join(contentDir, "missing") });
    expect(unchanged.output()).not.toContain("changed after this build");
    await unchanged.stop();
  } finally {
    await rm(contentDir, { recursive: true, force: true });
  }
});

test("the server says what the build left for a day that has come", async () => {
  const dir = await copyOfBuild();
  try {
    // The build's schedule, as a build of the tests' date leaves it, with the upcoming Terms
    // moved to that date: due on any day the tests run.
    const file = join(dir, "schedule.json");
    const schedule = JSON.parse(await readFile(file, "utf8"));
    expect(schedule).toEqual({
      buildDate: TEST_BUILD_DATE,
      due: [
        { date: "2027-01-15", what: "the new version of /TermsConditions" },
        { date: "2027-01-15", what: "the new version of /de/TermsConditions" },
      ],
    });
    schedule.due[0].date = TEST_BUILD_DATE;
    await writeFile(file, JSON.stringify(schedule));
    const server = await startServer({ BUILD_DIR: dir });
    try {
      expect(server.output()).toContain(
        `the new version of /TermsConditions was due on ${TEST_BUILD_DATE}, after this build's date (${TEST_BUILD_DATE}): run npm run build, then restart, to publish it.`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    await removeBuild(dir);
  }
});
