import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

type Options = {
  /** Modules loaded lazily yet always on the sign-in page (its screen), as path endings. */
  lazyModules: string[];
  /** The most the sign-in page may download, gzipped, in KB (1000 bytes, as Vite's report). */
  budgetKb: number;
};

type Chunk = { type: 'chunk'; fileName: string; code: string; isEntry: boolean; imports: string[]; moduleIds: string[] };
type Asset = { type: 'asset'; fileName: string; source: string | Uint8Array };
type Bundle = Record<string, Chunk | Asset | { type: string; fileName: string }>;

function gzippedBytes(content: string | Uint8Array): number {
  return gzipSync(content, { level: 9 }).length;
}

/**
 * Prints what the sign-in page downloads (the entry's static import graph, its stylesheets and the
 * sign-in screen's chunk with its own static imports), gzipped, and fails the build past the budget,
 * so a new eager import of a heavy library cannot slip onto the first page unnoticed.
 */
export function signInBudget({ lazyModules, budgetKb }: Options): Plugin {
  return {
    name: 'balcao:sign-in-budget',
    apply: 'build',
    writeBundle(_output, bundle) {
      const files = bundle as unknown as Bundle;
      const chunks = Object.values(files).filter((file): file is Chunk => file.type === 'chunk');
      const roots = chunks.filter(
        (chunk) => chunk.isEntry || chunk.moduleIds.some((id) => lazyModules.some((ending) => id.endsWith(ending))),
      );
      const loaded = new Set<string>();
      const visit = (fileName: string): void => {
        if (loaded.has(fileName)) {
          return;
        }
        loaded.add(fileName);
        const file = files[fileName];
        if (file?.type === 'chunk') {
          const chunk = file as Chunk;
          chunk.imports.forEach(visit);
          const css = (chunk as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata?.importedCss ?? new Set();
          css.forEach(visit);
        }
      };
      roots.forEach((root) => visit(root.fileName));
      const html = Object.values(files).find((file): file is Asset => file.type === 'asset' && file.fileName === 'index.html');
      const sizes = [...loaded].map((fileName) => {
        const file = files[fileName] as Chunk | Asset;
        return { fileName, bytes: gzippedBytes(file.type === 'chunk' ? file.code : file.source) };
      });
      if (html) {
        sizes.push({ fileName: html.fileName, bytes: gzippedBytes(html.source) });
      }
      sizes.sort((a, b) => b.bytes - a.bytes);
      const totalKb = sizes.reduce((sum, item) => sum + item.bytes, 0) / 1000;
      const lines = sizes.map((item) => `  ${(item.bytes / 1000).toFixed(1).padStart(7)} KB  ${item.fileName}`);
      this.info(`sign-in page: ${totalKb.toFixed(1)} KB gzipped in ${sizes.length} files (budget ${budgetKb} KB)\n${lines.join('\n')}`);
      if (totalKb > budgetKb) {
        this.error(`The sign-in page downloads ${totalKb.toFixed(1)} KB gzipped, over its budget of ${budgetKb} KB`);
      }
    },
  };
}
