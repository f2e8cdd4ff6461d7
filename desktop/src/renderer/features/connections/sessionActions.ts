import type { ConnectionProvider, ConnectionStatus } from '@balcao/shared';

/** What the session column offers: open the QR, retry, new QR, disconnect, or a disabled "connecting". */
export type SessionButton = 'qr' | 'retry' | 'newQr' | 'disconnect' | 'connecting';

const BY_STATUS: Record<ConnectionStatus, readonly SessionButton[]> = {
  qrcode: ['qr'],
  DISCONNECTED: ['retry', 'newQr'],
  CONNECTED: ['disconnect'],
  PAIRING: ['disconnect'],
  TIMEOUT: ['disconnect'],
  OPENING: ['connecting'],
};

/**
 * The session buttons for a status; none for a profile without `connections-page:actionButtons`. A Cloud
 * API connection has no QR code: it only tries its test call again.
 */
export function sessionButtonsFor(status: ConnectionStatus, canAct: boolean, provider?: ConnectionProvider): readonly SessionButton[] {
  if (!canAct) {
    return [];
  }
  return provider === 'cloud' ? BY_STATUS[status].filter((button) => button !== 'qr' && button !== 'newQr') : BY_STATUS[status];
}
