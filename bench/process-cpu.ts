import { readdir, readFile } from "node:fs/promises";

/** Linux counts a process's CPU time in clock ticks of 1/100 s (`getconf CLK_TCK`). */
const TICKS_PER_SECOND = 100;

interface ProcessStat {
  command: string;
  parent: number;
  /** CPU time in user and kernel mode, in ticks. */
  cpuTicks: number;
}

/**
 * The fields of a `/proc/<pid>/stat` line this benchmark reads. The command comes in
 * parentheses and may itself hold spaces and parentheses: the fields after it start after
 * the last `)`.
 */
export function parseStat(line: string): ProcessStat {
  const open = line.indexOf("(");
  const close = line.lastIndexOf(")");
  // From the state (field 3): the parent is field 4, user time 14 and kernel time 15.
  const fields = line.slice(close + 2).split(" ");
  return {
    command: line.slice(open + 1, close),
    parent: Number(fields[1]),
    cpuTicks: Number(fields[11]) + Number(fields[12]),
  };
}

async function readStat(pid: number): Promise<ProcessStat | undefined> {
  return readFile(`/proc/${pid}/stat`, "utf8").then(parseStat, () => undefined);
}

/** `root` and the processes under it whose command is `command` (nginx's master and worker). */
export async function processesNamed(root: number, command: string): Promise<number[]> {
  const stats = new Map<number, ProcessStat>();
  for (const name of await readdir("/proc")) {
    const pid = Number(name);
    const stat = Number.isInteger(pid) ? await readStat(pid) : undefined;
    if (stat) stats.set(pid, stat);
  }
  const under = (pid: number): boolean => {
    const parent = stats.get(pid)?.parent ?? 0;
    return pid === root || (parent > 1 && under(parent));
  };
  return [...stats]
    .filter(([pid, stat]) => stat.command === command && under(pid))
    .map(([pid]) => pid);
}

/** The CPU time the processes have used so far, in seconds; none for no process or one gone. */
export async function cpuSeconds(pids: readonly number[]): Promise<number> {
  if (pids.length === 0) return Number.NaN;
  const stats = await Promise.all(pids.map(readStat));
  const ticks = stats.reduce((sum, stat) => sum + (stat?.cpuTicks ?? Number.NaN), 0);
  return ticks / TICKS_PER_SECOND;
}
