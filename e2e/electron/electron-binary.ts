import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The Electron executable installed by the `electron` npm package, or null when it was never
 * downloaded. Mirrors node_modules/electron/index.js WITHOUT its download fallback: requiring
 * `electron` from Node would try to fetch the binary (and fail offline).
 */
export function findElectronBinary(fromDir: string): string | null {
  const require = createRequire(path.join(fromDir, 'package.json'));
  let packageDir: string;
  try {
    packageDir = path.dirname(require.resolve('electron/package.json'));
  } catch {
    return null;
  }
  const pathFile = path.join(packageDir, 'path.txt');
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : '';
  const overrideDir = process.env.ELECTRON_OVERRIDE_DIST_PATH;
  if (overrideDir) {
    const candidate = path.join(overrideDir, relative || 'electron');
    return existsSync(candidate) ? candidate : null;
  }
  if (!relative) {
    return null;
  }
  const candidate = path.join(packageDir, 'dist', relative);
  return existsSync(candidate) ? candidate : null;
}
