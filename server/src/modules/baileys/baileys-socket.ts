import {
  Browsers,
  downloadMediaMessage,
  makeWASocket,
  type UserFacingSocketConfig,
  type WAMessage,
  type WASocket,
} from '@whiskeysockets/baileys';

/**
 * The part of Baileys' socket the provider uses. Tests stand a fake in for it (WhatsApp is a remote
 * the tests cannot reach); in production it is the socket `makeWASocket` returns.
 */
export type BaileysSocket = Pick<
  WASocket,
  | 'sendMessage'
  | 'readMessages'
  | 'rejectCall'
  | 'onWhatsApp'
  | 'profilePictureUrl'
  | 'groupMetadata'
  | 'query'
  | 'logout'
  | 'end'
  | 'updateMediaMessage'
> & {
  ev: Pick<WASocket['ev'], 'on'>;
  /** Baileys' LID↔phone store (kept in the auth state), to tell a LID from a phone number. */
  signalRepository?: { lidMapping: Pick<WASocket['signalRepository']['lidMapping'], 'getPNForLID'> };
};

export type SocketFactory = (config: UserFacingSocketConfig) => BaileysSocket;

type BaileysLogger = NonNullable<UserFacingSocketConfig['logger']>;

/** Downloads (and decrypts) the media of a received message. */
export type MediaDownloader = (message: WAMessage, socket: BaileysSocket) => Promise<Buffer>;

export const realSocketFactory: SocketFactory = (config) => makeWASocket(config);

export function realMediaDownloader(logger: BaileysLogger): MediaDownloader {
  return (message, socket) => downloadMediaMessage(message, 'buffer', {}, { reuploadRequest: socket.updateMediaMessage, logger });
}

/** How the linked device is named on the phone ("Balcão", on Ubuntu). */
export const BROWSER = Browsers.ubuntu('Balcão');
