import { useEffect, useState } from 'react';
import { fetchMedia } from './conversationApi.ts';

export type MediaBlob = { url: string | null; failed: boolean };

/** An object URL for an authenticated media path, revoked when the component goes away. */
export function useMediaBlob(mediaUrl: string | null): MediaBlob {
  const [state, setState] = useState<MediaBlob>({ url: null, failed: false });

  useEffect(() => {
    if (!mediaUrl) {
      return undefined;
    }
    let objectUrl: string | null = null;
    let current = true;
    fetchMedia(mediaUrl)
      .then((blob) => {
        if (current) {
          objectUrl = URL.createObjectURL(blob);
          setState({ url: objectUrl, failed: false });
        }
      })
      .catch(() => current && setState({ url: null, failed: true }));
    return () => {
      current = false;
      if (objectUrl) {
        URL.revokeObjectURL(objectUrl);
      }
    };
  }, [mediaUrl]);

  return state;
}
