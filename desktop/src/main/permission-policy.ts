import { isHelpVideoEmbedUrl } from '@balcao/shared';
import type { Session } from 'electron';

/** What the renderer asks for (Electron's permission request handler arguments, reduced). */
export type PermissionRequest = {
  permission: string;
  requestingUrl: string;
  /** For `media`: the devices asked for. */
  mediaTypes?: readonly string[];
};

/** Permissions Balcão's renderer uses: the microphone for voice messages, copy, notifications, fullscreen media. */
const ALLOWED = new Set(['clipboard-sanitized-write', 'fullscreen', 'media', 'notifications']);

/** What the help videos' player (the one outside page the renderer frames) may have: its full-screen button. */
const ALLOWED_TO_HELP_VIDEO = new Set(['fullscreen']);

/**
 * Default-deny permission policy: only our own renderer, only the permissions above, and for
 * `media` only the microphone (never the camera or the screen). The help video player may go full
 * screen and nothing else.
 */
export function isPermissionAllowed(request: PermissionRequest, isRendererUrl: (url: string) => boolean): boolean {
  if (isHelpVideoEmbedUrl(request.requestingUrl)) {
    return ALLOWED_TO_HELP_VIDEO.has(request.permission);
  }
  if (!ALLOWED.has(request.permission) || !isRendererUrl(request.requestingUrl)) {
    return false;
  }
  if (request.permission === 'media') {
    const types = request.mediaTypes ?? [];
    return types.length > 0 && types.every((type) => type === 'audio');
  }
  return true;
}

type PermissionSession = Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler'>;

/** Applies the policy to a session's permission requests (prompts) and checks (queries). */
export function installPermissionPolicy(session: PermissionSession, isRendererUrl: (url: string) => boolean): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    const mediaTypes = 'mediaTypes' in details ? details.mediaTypes : undefined;
    callback(
      isPermissionAllowed({ permission, requestingUrl: details.requestingUrl, ...(mediaTypes ? { mediaTypes } : {}) }, isRendererUrl),
    );
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin, details) => {
    const mediaTypes = details.mediaType ? [details.mediaType] : undefined;
    return isPermissionAllowed(
      { permission, requestingUrl: details.requestingUrl ?? requestingOrigin, ...(mediaTypes ? { mediaTypes } : {}) },
      isRendererUrl,
    );
  });
}
