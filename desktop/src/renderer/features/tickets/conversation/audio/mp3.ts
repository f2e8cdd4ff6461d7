import { Mp3Encoder } from '@breezystack/lamejs';

/** Recorded audio is MP3 at 128 kbit/s. */
export const MP3_KBPS = 128;
/** Recordings smaller than this are discarded (a click on the button, not a message). */
export const MIN_RECORDING_BYTES = 10_000;
/** Samples per MP3 frame: the encoder is fed in blocks of this size. */
const FRAME_SAMPLES = 1152;

/** The average of the channels, sample by sample (the MP3 is mono). */
export function mixToMono(channels: Float32Array[]): Float32Array {
  const [first] = channels;
  if (!first || channels.length === 1) {
    return first ?? new Float32Array(0);
  }
  const mono = new Float32Array(first.length);
  for (const channel of channels) {
    for (let index = 0; index < mono.length; index += 1) {
      mono[index] = (mono[index] ?? 0) + (channel[index] ?? 0) / channels.length;
    }
  }
  return mono;
}

/** Float samples in [-1, 1] as signed 16-bit PCM, clipping what lies outside. */
export function floatTo16BitPcm(samples: Float32Array): Int16Array {
  const pcm = new Int16Array(samples.length);
  for (let index = 0; index < samples.length; index += 1) {
    const sample = Math.max(-1, Math.min(1, samples[index] ?? 0));
    pcm[index] = sample < 0 ? Math.round(sample * 0x8000) : Math.round(sample * 0x7fff);
  }
  return pcm;
}

/** Mono 16-bit PCM as MP3 bytes. */
export function encodeMp3(pcm: Int16Array, sampleRate: number, kbps: number = MP3_KBPS): Uint8Array<ArrayBuffer> {
  const encoder = new Mp3Encoder(1, sampleRate, kbps);
  const parts: Uint8Array[] = [];
  for (let start = 0; start < pcm.length; start += FRAME_SAMPLES) {
    const chunk = encoder.encodeBuffer(pcm.subarray(start, start + FRAME_SAMPLES));
    if (chunk.length > 0) {
      parts.push(chunk);
    }
  }
  parts.push(encoder.flush());
  const size = parts.reduce((total, part) => total + part.length, 0);
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

export function isLongEnough(bytes: number): boolean {
  return bytes >= MIN_RECORDING_BYTES;
}
