import pg from 'pg';

/** The value at percentile `p` (0-100) of ascending `sorted`. */
export function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
}

async function adminQuery(base: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh database `<prefix>_<time>` on the server of `base`, with a way to drop it afterwards. */
export async function createBenchDatabase(base: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now()}`;
  await adminQuery(base, `CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export type Figures = { p50: number; p95: number; samples: number; target: string; met: boolean | null };

/**
 * Times `run` (which answers an HTTP status) `samples` times after 10 warm-up calls and returns
 * p50/p95 in milliseconds against an optional p95 target. Any status of 400 or more aborts.
 */
export async function timeRequests(
  label: string,
  {
    samples,
    p95TargetMs,
    before,
  }: { samples: number; p95TargetMs: number | null; /** Untimed, before each request. */ before?: (index: number) => Promise<void> },
  run: (index: number) => Promise<number>,
): Promise<[string, Figures]> {
  const once = async (index: number) => {
    const status = await run(index);
    if (status >= 400) {
      throw new Error(`${label}: HTTP ${status}`);
    }
  };
  for (let index = 0; index < 10; index += 1) {
    await once(index);
  }
  const times: number[] = [];
  for (let index = 0; index < samples; index += 1) {
    await before?.(index);
    const started = performance.now();
    await once(index + 10);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  return [
    label,
    {
      p50: Number(percentile(times, 50).toFixed(1)),
      p95: Number(p95.toFixed(1)),
      samples,
      target: p95TargetMs === null ? 'none' : `p95 < ${p95TargetMs} ms`,
      met: p95TargetMs === null ? null : p95 < p95TargetMs,
    },
  ];
}

/**
 * The one line every benchmark ends with: its name, its goal, what it measured and whether the goal
 * is met (`short` when not; `no goal` for a figure kept only to watch), e.g.
 * `SUMMARY bench:limit — message page ≥ 0.5 of raw SQL: 0.41 — short`.
 */
export function summaryLine(bench: string, goal: string, measured: string, met: boolean | null): string {
  return `SUMMARY ${bench} — ${goal}: ${measured} — ${met === null ? 'no goal' : met ? 'met' : 'short'}`;
}
