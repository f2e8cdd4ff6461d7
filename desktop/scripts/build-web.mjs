/**
 * Builds the web app into desktop/dist/web and records beside it a fingerprint of what it was built
 * from (the renderer's and shared/'s sources, index.html, the Vite config and its plugins, the
 * package manifests and the lockfile). With --if-changed (used by `npm start`) an existing build
 * with the same fingerprint is kept, so a start after no change to the app skips the build.
 * Usage: node desktop/scripts/build-web.mjs [--if-changed]
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const desktopDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoDir = path.resolve(desktopDir, '..');
const outDir = path.join(desktopDir, 'dist/web');
const fingerprintFile = path.join(outDir, '.build-fingerprint');

/** Everything the web build reads, relative to the repository. Tests are left out: they change no output. */
const INPUTS = [
  'desktop/src/renderer',
  'desktop/src/common',
  'desktop/scripts',
  'desktop/public',
  'desktop/index.html',
  'desktop/vite.config.ts',
  'desktop/package.json',
  'shared/src',
  'shared/package.json',
  'package-lock.json',
];
const IGNORED = /\.test\.[cm]?[jt]sx?$/;

async function filesUnder(relative) {
  const absolute = path.join(repoDir, relative);
  if (!existsSync(absolute)) {
    return [];
  }
  if (!(await stat(absolute)).isDirectory()) {
    return [relative];
  }
  const entries = await readdir(absolute, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !IGNORED.test(entry.name))
    .map((entry) => path.relative(repoDir, path.join(entry.parentPath, entry.name)));
}

async function fingerprint() {
  const files = (await Promise.all(INPUTS.map(filesUnder))).flat().sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(await readFile(path.join(repoDir, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const current = await fingerprint();
const built = existsSync(path.join(outDir, 'index.html')) && existsSync(fingerprintFile);
if (process.argv.includes('--if-changed') && built && (await readFile(fingerprintFile, 'utf8')).trim() === current) {
  process.stdout.write('Web app up to date (its sources did not change since the last build): not rebuilt.\n');
} else {
  const { build } = await import('vite');
  await build({ configFile: path.join(desktopDir, 'vite.config.ts') });
  // Written after the build (which empties the folder), from the sources as they were before it.
  await writeFile(fingerprintFile, `${current}\n`);
}
