import type pg from 'pg';
import { percentile } from './bench-support.ts';
import { backendTicks, backendTicksBetween, CLOCK_TICKS, machineBusyTicks, ticksOf } from './process-cpu.ts';

/** One measured stretch: each request's time, how long it ran, and the clock ticks each part of the machine spent. */
export type Sample = { times: number[]; seconds: number; cpuTicks: Record<string, number> };

const LOAD_GENERATOR = 'load generator';
const POSTGRES = 'PostgreSQL';
const OTHERS = 'everything else';
const MACHINE = 'machine';

/**
 * Starts counting the CPU of the named processes, of PostgreSQL's backends (of `monitor`'s database),
 * of this process (the load generator) and of the whole machine; the function it answers stops and
 * answers the ticks of each, with what the machine spent beyond them (`everything else`: PostgreSQL's
 * own background processes, and whatever else runs on the machine).
 */
export async function measureCpu(
  processes: Record<string, number | undefined>,
  monitor: pg.Client,
): Promise<() => Promise<Record<string, number>>> {
  const read = async () => ({
    named: await Promise.all(Object.values(processes).map((pid) => ticksOf(pid))),
    backends: await backendTicks(monitor),
    machine: await machineBusyTicks(),
  });
  const before = await read();
  const ownBefore = process.cpuUsage();
  return async () => {
    const own = process.cpuUsage(ownBefore);
    const after = await read();
    const ticks: Record<string, number> = {};
    Object.keys(processes).forEach((name, index) => {
      ticks[name] = (after.named[index] ?? 0) - (before.named[index] ?? 0);
    });
    ticks[POSTGRES] = backendTicksBetween(before.backends, after.backends);
    ticks[LOAD_GENERATOR] = ((own.user + own.system) / 1_000_000) * CLOCK_TICKS;
    const machine = after.machine - before.machine;
    const counted = Object.values(ticks).reduce((sum, value) => sum + value, 0);
    ticks[OTHERS] = Math.max(0, machine - counted);
    ticks[MACHINE] = machine;
    return ticks;
  };
}

export type Figures = {
  rps: number;
  p50: number;
  p95: number;
  /** Cores each part kept busy on average (ticks ÷ seconds). */
  cores: Record<string, number>;
  cpuMsPerRequest: Record<string, number>;
};

/** Requests per second, p50/p95 (ms) and the CPU of each part, over the samples of one read and setup. */
export function summarise(samples: Sample[]): Figures {
  const times = samples.flatMap((sample) => sample.times).sort((a, b) => a - b);
  const seconds = samples.reduce((sum, sample) => sum + sample.seconds, 0);
  const ticks: Record<string, number> = {};
  for (const sample of samples) {
    for (const [part, value] of Object.entries(sample.cpuTicks)) {
      ticks[part] = (ticks[part] ?? 0) + value;
    }
  }
  const cores: Record<string, number> = {};
  const cpuMsPerRequest: Record<string, number> = {};
  for (const [part, value] of Object.entries(ticks)) {
    cores[part] = Number((value / CLOCK_TICKS / seconds).toFixed(2));
    cpuMsPerRequest[part] = Number(((value * 1000) / CLOCK_TICKS / Math.max(1, times.length)).toFixed(2));
  }
  return {
    rps: Number((times.length / seconds).toFixed(0)),
    p50: Number(percentile(times, 50).toFixed(2)),
    p95: Number(percentile(times, 95).toFixed(2)),
    cores,
    cpuMsPerRequest,
  };
}
