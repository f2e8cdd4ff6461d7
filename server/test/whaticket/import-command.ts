import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestServer } from '../harness.ts';
import type { ReportCounts } from './around-the-inbox-checks.ts';
import { ANNOUNCEMENT_FILE, CATALOG_FILE, SCHEDULE_FILE } from './reference-seed-around.ts';
import { PNG, PRESENT_FILE } from './reference-seed.ts';

const COMMAND = path.resolve(import.meta.dirname, '../../src/commands/import-whaticket.ts');

/** `npm run import:whaticket` as its own process, on the test server's database and data folder. */
export async function runImportCommand(server: TestServer, from: string, publicFolder: string, ...extra: string[]) {
  return promisify(execFile)(process.execPath, [COMMAND, '--from', from, '--media', publicFolder, '--batch', '2', ...extra], {
    env: { ...process.env, DATABASE_URL: server.database.url, BALCAO_DATA_DIR: server.dataDir, LOG_LEVEL: 'warn' },
  });
}

/** The reference's public folder with the files the seed names (the others are gone on purpose). */
export async function makePublicFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'whaticket-public-'));
  for (const file of [PRESENT_FILE, SCHEDULE_FILE, CATALOG_FILE, ANNOUNCEMENT_FILE]) {
    await mkdir(path.dirname(path.join(folder, file)), { recursive: true });
    await writeFile(path.join(folder, file), PNG);
  }
  return folder;
}

/** The report's table lines: `table read written linked already skipped`. */
export function countsOf(stdout: string): ReportCounts {
  const counts: ReportCounts = {};
  for (const line of stdout.split('\n')) {
    const match = /^([\w.]+)\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)$/.exec(line);
    if (match?.[1]) {
      const [read, written, linked, already, skipped] = match.slice(2).map(Number) as [number, number, number, number, number];
      counts[match[1]] = { read, written, linked, already, skipped };
    }
  }
  return counts;
}
