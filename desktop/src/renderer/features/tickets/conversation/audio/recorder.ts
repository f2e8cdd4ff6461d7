/** Records the microphone and hands back an MP3; the web implementation is in webRecorder.ts. */
export type AudioRecorder = {
  /** Asks for the microphone and starts; rejects when it cannot be used. */
  start(): Promise<void>;
  /** Stops and resolves to the MP3. */
  stop(): Promise<Blob>;
  /** Stops and throws the recording away. */
  cancel(): void;
};

/** Thrown by `start` when this browser or page cannot record at all (no microphone API, not a secure page). */
export class MicrophoneUnavailableError extends Error {
  constructor() {
    super('Microphone unavailable');
    this.name = 'MicrophoneUnavailableError';
  }
}
