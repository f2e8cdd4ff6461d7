import { readFile } from 'node:fs/promises';
import type pg from 'pg';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
export const CLOCK_TICKS = 100;

/** utime + stime of a process with all its threads, in clock ticks (0 once it has gone). */
export async function ticksOf(pid: number | undefined): Promise<number> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** CPU time the whole machine spent busy (every core, every process: all but idle and I/O wait), in clock ticks. */
export async function machineBusyTicks(): Promise<number> {
  const [line] = (await readFile('/proc/stat', 'utf8')).split('\n');
  const [, user, nice, system, , , irq, softirq, steal] = (line ?? '').trim().split(/\s+/).map(Number);
  return [user, nice, system, irq, softirq, steal].reduce<number>((sum, value) => sum + (value ?? 0), 0);
}

/** Clock ticks of each PostgreSQL backend connected to `monitor`'s database (this one's excepted), by pid. */
export async function backendTicks(monitor: pg.Client): Promise<Map<number, number>> {
  const { rows } = await monitor.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return new Map(await Promise.all(rows.map(async ({ pid }) => [pid, await ticksOf(pid)] as [number, number])));
}

/** Ticks the backends spent between two readings (a backend that connected meanwhile counts from 0). */
export function backendTicksBetween(before: Map<number, number>, after: Map<number, number>): number {
  let ticks = 0;
  for (const [pid, now] of after) {
    ticks += now - (before.get(pid) ?? 0);
  }
  return ticks;
}
