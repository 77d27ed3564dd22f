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
export async function rawRequest(
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
  const hostHeader = host === null ? [] : [`Host: ${host ?? serverAddress(baseURL).host}`];
  const lines = [
    `${method} ${target} HTTP/${version}`,
    ...hostHeader,
    "Connection: close",
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ...extraLines,
  ];
  const text = (await exchange(baseURL, `${lines.join("\r\n")}\r\n\r\n`)).toString("latin1");
  const [head = "", ...rest] = text.split("\r\n\r\n");
  const [statusLine = "", ...headerLines] = head.split("\r\n");
  const headerEntries = headerLines.map((line) => {
    const colon = line.indexOf(":");
    return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const;
  });
  return {
    status: Number(statusLine.split(" ")[1]),
    headers: Object.fromEntries(headerEntries),
    body: rest.join("\r\n\r\n"),
  };
}

/**
 * Sends `requests` one after the other on one connection, without waiting for answers
 * (HTTP/1.1 pipelining), and returns the status of each answer, in the order they came.
 */
export async function pipelinedStatuses(baseURL: string | undefined, requests: string[]) {
  const received = await exchange(baseURL, requests.join(""));
  const statuses: number[] = [];
  let at = 0;
  while (at < received.length) {
    const headEnd = received.indexOf("\r\n\r\n", at);
    if (headEnd === -1) break;
    const head = received.toString("latin1", at, headEnd);
    statuses.push(Number(head.split(" ")[1]));
    // The answers to these requests have a length (no chunked bodies).
    at = headEnd + 4 + Number(/^content-length:\s*(\d+)/im.exec(head)?.[1] ?? 0);
  }
  return statuses;
}

function serverAddress(baseURL: string | undefined): URL {
  if (!baseURL) throw new Error("A raw request needs the baseURL of the server under test");
  return new URL(baseURL);
}

/** Writes `text` to a new connection and returns every byte received until the server closes it. */
function exchange(baseURL: string | undefined, text: string): Promise<Buffer> {
  const { hostname, port } = serverAddress(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname === "localhost" ? "127.0.0.1" : hostname);
    const chunks: Buffer[] = [];
    const firstLine = text.slice(0, text.indexOf("\r\n"));
    socket.setTimeout(10_000, () => socket.destroy(new Error(`No answer to ${firstLine}`)));
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("end", () => resolve(Buffer.concat(chunks)));
    socket.write(text);
  });
}
