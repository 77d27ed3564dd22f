import { connect } from "node:net";

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends a request exactly as written, without the URL clean-up an HTTP client
 * would do, so that malformed and hostile request targets reach the server.
 */
export function rawRequest(
  baseURL: string | undefined,
  target: string,
  {
    method = "GET",
    headers = {} as Record<string, string>,
    host,
    version = "1.1",
    lines: extraLines = [],
  }: {
    method?: string;
    headers?: Record<string, string>;
    host?: string | null;
    version?: "1.0" | "1.1";
    /** Header lines sent as they are, after the others (a second Host, say). */
    lines?: string[];
  } = {},
): Promise<RawResponse> {
  if (!baseURL) throw new Error("rawRequest needs the baseURL of the server under test");
  const { hostname, port } = new URL(baseURL);
  const hostHeader = host === null ? [] : [`Host: ${host ?? `${hostname}:${port}`}`];
  const lines = [
    `${method} ${target} HTTP/${version}`,
    ...hostHeader,
    "Connection: close",
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ...extraLines,
  ];
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname === "localhost" ? "127.0.0.1" : hostname);
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error(`No answer to ${method} ${target}`)));
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      const [head = "", ...rest] = text.split("\r\n\r\n");
      const [statusLine = "", ...headerLines] = head.split("\r\n");
      const headerEntries = headerLines.map((line) => {
        const colon = line.indexOf(":");
        return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const;
      });
      resolve({
        status: Number(statusLine.split(" ")[1]),
        headers: Object.fromEntries(headerEntries),
        body: rest.join("\r\n\r\n"),
      });
    });
    socket.write(`${lines.join("\r\n")}\r\n\r\n`);
  });
}
