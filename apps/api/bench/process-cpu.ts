import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat on Linux. */
const TICKS_PER_SECOND = 100;

/**
 * The CPU time (user and system) a process has used so far, in ms; undefined where /proc is absent.
 * On a shared machine the rates move with the neighbours' load, the CPU a request costs much less.
 */
export function cpuMsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces) start after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/**
 * The busy time of the whole machine so far (every core, every process), in ms: what one unit of
 * work costs end to end, the load generator and the database included, whoever did it.
 */
export function machineBusyMs(): number | undefined {
  try {
    const [cpu] = readFileSync('/proc/stat', 'utf8').split('\n');
    const ticks = (cpu ?? '').trim().split(/\s+/).slice(1).map(Number);
    const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = ticks;
    const busy = user + nice + system + irq + softirq + steal;
    return idle + iowait > 0 ? (busy * 1000) / TICKS_PER_SECOND : undefined;
  } catch {
    return undefined;
  }
}
