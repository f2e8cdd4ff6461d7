/** What a local store needs to offer: electron-store in the app, a JSON file or localStorage elsewhere. */
export type KeyValueStore = {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete(key: string): void;
};
