import { encodeMp3, floatTo16BitPcm, mixToMono } from './mp3.ts';
import { MicrophoneUnavailableError, type AudioRecorder } from './recorder.ts';

/** MediaRecorder captures the microphone; the capture is decoded to PCM and encoded as MP3. */
export function createWebRecorder(): AudioRecorder {
  let stream: MediaStream | null = null;
  let recorder: MediaRecorder | null = null;
  let chunks: Blob[] = [];

  const release = () => {
    stream?.getTracks().forEach((track) => track.stop());
    stream = null;
    recorder = null;
    chunks = [];
  };

  return {
    async start() {
      // Both are missing outside a secure page (http on another host) and in some browsers.
      if (typeof navigator.mediaDevices?.getUserMedia !== 'function' || typeof MediaRecorder !== 'function') {
        throw new MicrophoneUnavailableError();
      }
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      chunks = [];
      recorder = new MediaRecorder(stream);
      recorder.ondataavailable = (event) => chunks.push(event.data);
      recorder.start();
    },
    stop() {
      const active = recorder;
      if (!active) {
        return Promise.reject(new Error('Not recording'));
      }
      return new Promise<Blob>((resolve, reject) => {
        active.onstop = () => {
          const captured = new Blob(chunks, { type: active.mimeType });
          release();
          toMp3(captured).then(resolve, reject);
        };
        active.stop();
      });
    },
    cancel() {
      if (recorder && recorder.state !== 'inactive') {
        recorder.onstop = null;
        recorder.stop();
      }
      release();
    },
  };
}

async function toMp3(captured: Blob): Promise<Blob> {
  const context = new AudioContext();
  try {
    const audio = await context.decodeAudioData(await captured.arrayBuffer());
    const channels = Array.from({ length: audio.numberOfChannels }, (_unused, index) => audio.getChannelData(index));
    const mp3 = encodeMp3(floatTo16BitPcm(mixToMono(channels)), audio.sampleRate);
    return new Blob([mp3], { type: 'audio/mpeg' });
  } finally {
    await context.close();
  }
}
