/**
 * Every benchmark of the project, one after the other, each at a size that keeps it within its own
 * time bound (the bounds add up to 29 minutes), then their SUMMARY lines together. Not part of
 * CI: run it on a quiet machine before and after a change that could cost speed.
 *
 *   npm run bench                     # all of them
 *   npm run bench -- fanout limit     # only these, in the order of the list below
 *
 * A benchmark that does not finish within its bound is stopped (its process group: the server and
 * its embedded PostgreSQL with it) and counted short. One whose script does not exist yet is skipped.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { summaryLine } from './bench-support.ts';

type Bench = { name: string; minutes: number; environment: Record<string, string> };

/** The sizes here are smaller than each benchmark's own defaults, so that the whole run stays bounded. */
const BENCHES: Bench[] = [
  { name: 'ingest', minutes: 3, environment: { BENCH_SECONDS: '20', BENCH_WARMUP_SECONDS: '5' } },
  { name: 'inbox', minutes: 3, environment: { BENCH_TICKETS: '20000', BENCH_SAMPLES: '100' } },
  {
    name: 'admin',
    minutes: 3,
    environment: { BENCH_TICKETS: '20000', BENCH_CONTACTS: '50000', BENCH_IMPORT_ROWS: '10000', BENCH_SAMPLES: '100' },
  },
  { name: 'schedules', minutes: 3, environment: { BENCH_SCHEDULES: '2000', BENCH_TIMEOUT_MINUTES: '2' } },
  { name: 'campaign', minutes: 3, environment: { BENCH_CAMPAIGN_CONTACTS: '1000' } },
  {
    name: 'limit',
    minutes: 3,
    environment: { BENCH_TICKETS: '20000', BENCH_SECONDS: '3', BENCH_ROUNDS: '2', BENCH_WARM_UP_SECONDS: '2' },
  },
  { name: 'fanout', minutes: 5, environment: { BENCH_SECONDS: '20', BENCH_WARMUP_SECONDS: '5' } },
  // At its default size (500 connections): the goal is stated for 500.
  { name: 'restart', minutes: 3, environment: {} },
  { name: 'cluster', minutes: 3, environment: { BENCH_TICKETS: '10000', BENCH_ROUNDS: '1' } },
];

const wanted = process.argv.slice(2);
const chosen = BENCHES.filter((bench) => wanted.length === 0 || wanted.includes(bench.name));

/** Runs one benchmark in its own process group; answers its SUMMARY lines (or a short one when it failed to give any). */
function runBench({ name, minutes, environment }: Bench): Promise<string[]> {
  const script = path.join(import.meta.dirname, `${name}.ts`);
  if (!existsSync(script)) {
    return Promise.resolve([`SUMMARY bench:${name} — not run: bench/${name}.ts does not exist yet`]);
  }
  console.log(`\n=== bench:${name} (bounded to ${minutes} min) ===`);
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...environment },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const summaries: string[] = [];
  let pending = '';
  child.stdout.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    summaries.push(...lines.filter((line) => line.startsWith('SUMMARY ')));
  });
  const startedAt = performance.now();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    // The whole group: the benchmark, its server and the server's embedded PostgreSQL.
    if (child.pid !== undefined) {
      process.kill(-child.pid, 'SIGKILL');
    }
  }, minutes * 60_000);
  return new Promise((resolve) => {
    child.once('exit', (code) => {
      clearTimeout(timer);
      console.log(`=== bench:${name} took ${((performance.now() - startedAt) / 60_000).toFixed(1)} of its ${minutes} min ===`);
      if (pending.startsWith('SUMMARY ')) {
        summaries.push(pending);
      }
      if (timedOut) {
        resolve([summaryLine(`bench:${name}`, `finish within ${minutes} min`, 'stopped unfinished', false)]);
      } else if (summaries.length === 0) {
        resolve([summaryLine(`bench:${name}`, 'finish and report', `exited with ${code} without a summary`, false)]);
      } else {
        resolve(summaries);
      }
    });
  });
}

const started = performance.now();
const all: string[] = [];
for (const bench of chosen) {
  all.push(...(await runBench(bench)));
}
console.log(`\n=== ${chosen.length} benchmarks in ${((performance.now() - started) / 60_000).toFixed(1)} min ===`);
console.log(all.join('\n'));
process.exitCode = all.some((line) => line.endsWith('— short')) ? 1 : 0;
