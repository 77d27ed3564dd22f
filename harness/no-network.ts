import { subscribe } from "node:diagnostics_channel";
import dns from "node:dns";
import { isIP, type Socket } from "node:net";

/**
 * Loaded with `--import` into a process that must not use the network (the build): the first
 * attempt to resolve a name or to connect to an address beyond this machine ends the process
 * with exit code 70, naming it. The loopback interface (a local preview server) is not the
 * network, nor is resolving an address that is already one.
 */
function refuse(what: string): never {
  process.stderr.write(`Network access attempted: ${what}\n`);
  process.exit(70);
}

const isLoopback = (ip: string) => /^127\./.test(ip) || ip === "::1" || ip === "::ffff:127.0.0.1";

subscribe("net.client.socket", (message) => {
  const { socket } = message as { socket: Socket };
  socket.on("connectionAttempt", (ip: string, port: number) => {
    if (!isLoopback(ip)) refuse(`a connection to ${ip}:${port}`);
  });
});

const originalLookup = dns.lookup;
Object.defineProperty(dns, "lookup", {
  value: (hostname: string, ...rest: unknown[]) => {
    if (isIP(hostname) === 0 && hostname !== "localhost") refuse(`a lookup of ${hostname}`);
    return Reflect.apply(originalLookup, dns, [hostname, ...rest]);
  },
});
for (const name of ["lookup", "resolve", "resolve4", "resolve6", "resolveAny"] as const) {
  const lookUp = (hostname: unknown) => refuse(`a lookup of ${String(hostname)}`);
  Object.defineProperty(dns.promises, name, { value: lookUp });
  if (name !== "lookup") Object.defineProperty(dns, name, { value: lookUp });
}
