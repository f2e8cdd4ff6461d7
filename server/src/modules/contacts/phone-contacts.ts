import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../platform/http/app-error.ts';
import type { PhoneContact } from '../../platform/messaging/connection-provider.ts';
import type { SessionManager } from '../connections/session-manager.ts';
import { Whatsapp } from '../connections/whatsapp.entity.ts';

export type PhoneSessions = Pick<SessionManager, 'handle' | 'onOwner' | 'localProvider'>;

const PHONE_CONTACTS = 'contacts:phone';

/** Reads a phone's own address book through its connection, wherever the session runs. */
export class PhoneContacts {
  readonly #sessions: PhoneSessions;

  constructor(sessions: PhoneSessions) {
    this.#sessions = sessions;
    sessions.handle<unknown, PhoneContact[]>(PHONE_CONTACTS, async (companyId, connectionId) => {
      const provider = sessions.localProvider(companyId, connectionId);
      if (!provider) {
        throw new AppError('ERR_WAPP_NOT_INITIALIZED', { message: 'The session of this connection is not running' });
      }
      return await provider.phoneContacts();
    });
  }

  /** The contacts of the given connection's phone, else of the company's default connection. */
  async of(em: EntityManager, companyId: number, whatsappId: number | undefined): Promise<PhoneContact[]> {
    const connection = await em.findOne(Whatsapp, whatsappId === undefined ? { isDefault: true } : { id: whatsappId });
    if (!connection) {
      throw whatsappId === undefined
        ? new AppError('ERR_NO_DEF_WAPP_FOUND', { message: 'The company has no default connection' })
        : new AppError('ERR_NO_WAPP_FOUND', { message: 'No connection found with this ID' });
    }
    return this.#sessions.onOwner<unknown, PhoneContact[]>(companyId, connection.id, PHONE_CONTACTS, {});
  }
}
