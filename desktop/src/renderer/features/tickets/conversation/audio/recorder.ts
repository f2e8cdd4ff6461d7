/** Records the microphone and hands back an MP3; the web implementation is in webRecorder.ts. */
export type AudioRecorder = {
  /** Asks for the microphone and starts; rejects when it cannot be used. */
  start(): Promise<void>;
  /** Stops and resolves to the MP3. */
  stop(): Promise<Blob>;
  /** Stops and throws the recording away. */
  cancel(): void;
};
