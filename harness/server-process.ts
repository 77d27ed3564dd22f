import { type ChildProcess, spawn } from "node:child_process";

export interface ServerProcess {
  child: ChildProcess;
  baseURL: string;
  output: () => string;
  exited: Promise<number | null>;
  /** Sends SIGTERM and waits for the server to exit. */
  stop: () => Promise<number | null>;
}

/**
 * Starts the production server on a free port and waits until it listens, for `startsWithin` ms:
 * `node server/start.ts`, or, with `throughNpm`, `npm start` as a site owner runs it (the child is
 * then npm's process).
 */
export async function startServer(
  env: Record<string, string> = {},
  { throughNpm = false, startsWithin = 60_000 } = {},
): Promise<ServerProcess> {
  const [command, args] = throughNpm
    ? ["npm", ["start", "--silent"]]
    : [process.execPath, ["server/start.ts"]];
  const child = spawn(command, args, {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  const baseURL = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Server did not start:\n${output}`)),
      startsWithin,
    );
    const check = () => {
      const match = output.match(/on (http:\/\/[^\s]+)/);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on("data", check);
    exited.then(() => reject(new Error(`Server exited:\n${output}`)));
  });
  const stop = () => {
    child.kill("SIGTERM");
    return exited;
  };
  return { child, baseURL, output: () => output, exited, stop };
}
