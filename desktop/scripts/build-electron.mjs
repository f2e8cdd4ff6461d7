/**
 * Bundles the Electron main process and preload with Vite's build API (rolldown underneath):
 *   src/main/main.ts       -> dist-electron/main.js     (ESM, like the package's "type": "module")
 *   src/preload/preload.ts -> dist-electron/preload.cjs (CommonJS: sandboxed preloads cannot be ESM)
 * Dependencies (zod, electron-store, @balcao/shared) are bundled in, so the packaged app needs no
 * node_modules; only `electron` and Node built-ins stay external.
 * Usage: node desktop/scripts/build-electron.mjs [--watch]
 */
import { rm } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const desktopDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(desktopDir, 'dist-electron');
const watch = process.argv.includes('--watch');
const external = ['electron', /^electron\//, /^node:/, ...builtinModules];

/** @param {{ entry: string, fileName: string, format: 'es' | 'cjs' }} target */
function bundle({ entry, fileName, format }) {
  return build({
    configFile: false,
    root: desktopDir,
    publicDir: false,
    logLevel: 'warn',
    mode: 'production',
    // Resolve packages the Node way (exports "node"/"import" conditions), not the browser way.
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: path.join(desktopDir, entry),
      outDir,
      emptyOutDir: false,
      target: 'node22',
      minify: false,
      sourcemap: true,
      copyPublicDir: false,
      reportCompressedSize: false,
      watch: watch ? {} : null,
      rolldownOptions: {
        external,
        output: { format, entryFileNames: fileName, codeSplitting: false },
      },
    },
  });
}

await rm(outDir, { recursive: true, force: true });
await bundle({ entry: 'src/main/main.ts', fileName: 'main.js', format: 'es' });
await bundle({ entry: 'src/preload/preload.ts', fileName: 'preload.cjs', format: 'cjs' });
