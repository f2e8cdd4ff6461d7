import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { AppError } from '../http/app-error.ts';

/** WhatsApp plays push-to-talk notes only as OGG/Opus; other audio is converted first. */
export const VOICE_NOTE_MIMETYPE = 'audio/ogg; codecs=opus';

const ENCODE_TIMEOUT_MS = 60_000;

function isOgg(data: Buffer): boolean {
  return data.subarray(0, 4).toString('latin1') === 'OggS';
}

/**
 * Turns recorded audio (MP3 from the app, or anything ffmpeg reads) into a mono OGG/Opus voice note,
 * with Debian's `ffmpeg` run directly (arguments as a list, never through a shell). The input goes
 * through a private temporary file because some containers cannot be read from a pipe.
 */
export class VoiceNoteEncoder {
  readonly #ffmpeg: string;

  constructor(ffmpegPath = 'ffmpeg') {
    this.#ffmpeg = ffmpegPath;
  }

  async encode(audio: Buffer): Promise<Buffer> {
    if (isOgg(audio)) {
      return audio;
    }
    const directory = await mkdtemp(path.join(os.tmpdir(), 'balcao-voice-'));
    try {
      const input = path.join(directory, 'input');
      const output = path.join(directory, 'voice.ogg');
      await writeFile(input, audio, { mode: 0o600 });
      await this.#run([
        '-hide_banner',
        '-loglevel',
        'error',
        '-nostdin',
        '-i',
        input,
        '-vn',
        '-ac',
        '1',
        '-ar',
        '48000',
        '-c:a',
        'libopus',
        '-b:a',
        '32k',
        '-application',
        'voip',
        '-f',
        'ogg',
        output,
      ]);
      return await readFile(output);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  }

  #run(args: string[]): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn(this.#ffmpeg, args, { stdio: ['ignore', 'ignore', 'pipe'], timeout: ENCODE_TIMEOUT_MS });
      let stderr = '';
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
        stderr = (stderr + chunk).slice(-2000);
      });
      child.once('error', (error) =>
        reject(
          new AppError('ERR_SENDING_WAPP_MSG', { message: `ffmpeg could not be started (${error.message}); install Debian's ffmpeg` }),
        ),
      );
      child.once('close', (code) => {
        if (code === 0) {
          resolve();
        } else {
          reject(
            new AppError('ERR_SENDING_WAPP_MSG', {
              message: `The audio could not be converted to a voice note: ${stderr.trim() || `ffmpeg exited with ${code}`}`,
            }),
          );
        }
      });
    });
  }
}
