import { createReadStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { MediaStore } from './media-store.ts';

const SAFE_KEY = /^[\w-]+(\/[\w.-]+)*$/;

/** Media on local disk under the data folder (`<dataDir>/media/<key>`). */
export class LocalDiskMediaStore implements MediaStore {
  readonly #root: string;

  constructor(root: string) {
    this.#root = path.resolve(root);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.#pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data, { flag: 'wx' });
  }

  open(key: string): Promise<Readable> {
    const stream = createReadStream(this.#pathOf(key));
    return new Promise((resolve, reject) => {
      stream.once('open', () => resolve(stream));
      stream.once('error', reject);
    });
  }

  async remove(key: string): Promise<void> {
    await rm(this.#pathOf(key), { force: true });
  }

  /** Keys are server-made, but the path is still checked so nothing can leave the root. */
  #pathOf(key: string): string {
    if (!SAFE_KEY.test(key) || key.includes('..')) {
      throw new Error(`Unsafe media key: ${key}`);
    }
    const file = path.resolve(this.#root, key);
    if (!file.startsWith(this.#root + path.sep)) {
      throw new Error(`Media key escapes the store: ${key}`);
    }
    return file;
  }
}
