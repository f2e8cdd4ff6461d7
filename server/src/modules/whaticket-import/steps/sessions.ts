import { BufferJSON, type AuthenticationCreds } from '@whiskeysockets/baileys';
import { Whatsapp } from '../../connections/whatsapp.entity.ts';
import { idIn, parents, text, type Outcome, type Step } from '../step.ts';

/** The reference's names of Baileys' key categories in its `Whatsapps.session` JSON. */
const CATEGORIES: Record<string, string> = {
  preKeys: 'pre-key',
  sessions: 'session',
  senderKeys: 'sender-key',
  appStateSyncKeys: 'app-state-sync-key',
  appStateVersions: 'app-state-sync-version',
  senderKeyMemory: 'sender-key-memory',
};

type StoredSession = { creds?: AuthenticationCreds; keys?: Record<string, Record<string, unknown>> };

/**
 * The WhatsApp credentials the reference kept in `Whatsapps.session` (Baileys' creds and signal keys,
 * one JSON document) become the connection's rows of Balcão's auth store, so the number resumes
 * without a new QR code. Written outside the page's transaction (the auth store has its own
 * connection) and idempotent: a repeated write replaces the same rows.
 */
export const sessionsStep: Step = {
  table: 'Whatsapps',
  label: 'Whatsapps.session',
  kind: 'whatsapp-session',
  keys: ['id'],
  idOf: (row) => String(row['id']),
  async write(rows, context) {
    const connections = await parents(context, 'whatsapp', rows, 'id');
    const outcomes: Outcome[] = [];
    for (const row of rows) {
      const whatsappId = idIn(connections, row['id']);
      const session = text(row['session']);
      if (whatsappId === undefined) {
        outcomes.push({ id: String(row['id']), skipped: 'its connection was not imported' });
        continue;
      }
      if (!session) {
        outcomes.push({ id: String(row['id']), skipped: 'no stored session (the number needs a QR code)' });
        continue;
      }
      let parsed: StoredSession;
      try {
        parsed = JSON.parse(session, BufferJSON.reviver) as StoredSession;
      } catch {
        outcomes.push({ id: String(row['id']), skipped: 'unreadable stored session (the number needs a QR code)' });
        continue;
      }
      if (!parsed.creds) {
        outcomes.push({ id: String(row['id']), skipped: 'no stored session (the number needs a QR code)' });
        continue;
      }
      if (!context.dryRun) {
        const { companyId } = await context.em.findOneOrFail(Whatsapp, { id: whatsappId }, { fields: ['companyId'] });
        const connection = { id: whatsappId, companyId };
        const keys: Record<string, Record<string, unknown>> = {};
        for (const [name, entries] of Object.entries(parsed.keys ?? {})) {
          const category = CATEGORIES[name];
          if (category) {
            keys[category] = entries;
          }
        }
        await context.auth.writeKeys(connection, keys);
        await context.auth.writeCreds(connection, parsed.creds);
      }
      outcomes.push({ id: String(row['id']), written: whatsappId });
    }
    return outcomes;
  },
};
