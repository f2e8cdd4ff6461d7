import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

/**
 * Writes `file.gz` beside every text file of the build: the server's static middleware sends it to
 * browsers that accept gzip, so the app crosses the network at its gzipped size without compressing
 * on every request.
 */
export function precompress(): Plugin {
  return {
    name: 'balcao:precompress',
    apply: 'build',
    async writeBundle(output, bundle) {
      const outDir = output.dir ?? '';
      const names = Object.keys(bundle).filter((fileName) => COMPRESSIBLE.test(fileName));
      await Promise.all(
        names.map(async (fileName) => {
          const file = path.join(outDir, fileName);
          await writeFile(`${file}.gz`, gzipSync(await readFile(file), { level: 9 }));
        }),
      );
    },
  };
}
