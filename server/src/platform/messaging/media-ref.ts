/**
 * What a provider needs to download a message's media again after a failed download, kept on the
 * message until the file is stored. `ref` is the provider's own (Baileys: the media message's
 * keys and path; Cloud API: the media id; sandbox: its file id), opaque to everything else.
 */
export type MediaRef = {
  ref: Record<string, unknown>;
  filename: string;
  mimetype: string;
  /** Why the last download failed, as the provider said. */
  error: string;
};
