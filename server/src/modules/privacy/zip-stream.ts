import { once } from 'node:events';
import type { Readable } from 'node:stream';
import archiver from 'archiver';
import type { Logger } from '../../logger.ts';

/** One file of a zip: its name inside and its bytes (text, or a stream opened only when its turn comes). */
export type ZipEntry = { name: string; text: string } | { name: string; open: () => Promise<Readable> };

/**
 * A zip written while it is sent: entries are added one at a time (a stream is opened when the
 * previous entry is done, so a company's thousands of files never hold thousands of descriptors).
 * An entry that fails ends the zip early (the client sees a broken download, never a 500 mid-stream).
 */
export function zipStream(entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>, logger: Logger): Readable {
  const archive = archiver('zip', { zlib: { level: 6 } });
  void (async () => {
    try {
      for await (const entry of entries) {
        const source = 'text' in entry ? entry.text : await entry.open();
        const done = once(archive, 'entry');
        archive.append(source, { name: entry.name });
        await done;
      }
      await archive.finalize();
    } catch (error) {
      logger.error({ err: error }, 'an export zip could not be completed');
      archive.abort();
    }
  })();
  return archive;
}

/** A name safe inside a zip: no folders, no traversal. */
export function zipName(name: string): string {
  return name.replace(/[/\\]/g, '_').replace(/^\.+/, '_').slice(0, 200) || 'file';
}
