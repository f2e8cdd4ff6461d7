import { DEFAULT_COMPANY_SETTINGS } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../logger.ts';
import type { CallEvent } from '../../platform/messaging/inbound-message.ts';
import type { SinkConnection } from '../../platform/messaging/inbound-sink.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import type { BotMessages } from '../chatbot/bot-messages.ts';
import { Setting } from '../settings/setting.entity.ts';
import { timeZoneOrDefault, wallClock } from '../settings/time-zone.ts';
import type { InboundIngestor } from './inbound-ingestor.ts';

/** Sent to a caller when the company does not take calls (setting `call` disabled, the default). */
export const CALLS_REFUSED_MESSAGE = 'Não atendemos chamadas de voz ou vídeo neste número. Por favor, envie uma mensagem de texto.';

type Deps = {
  ingestor: InboundIngestor;
  em: EntityManager;
  messages: BotMessages;
  rejectCall: (companyId: number, connectionId: number, callId: string, from: string) => Promise<void>;
  logger: Logger;
};

/**
 * Every call is recorded in the caller's ticket as a `call_log` message (through the same idempotent
 * ingestion, keyed by the call id). When the company refuses calls, the call is rejected and the caller
 * is told to write instead.
 */
export class CallHandler {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  async handle(connection: SinkConnection, call: CallEvent): Promise<void> {
    const { refused, timeZone } = await this.#callSettings(connection.companyId);
    if (refused) {
      await this.#deps
        .rejectCall(connection.companyId, connection.id, call.id, call.from)
        .catch((error: unknown) => this.#deps.logger.warn({ err: error, callId: call.id }, 'could not reject a call'));
    }
    // The hour the caller and the attendants read: the company's clock.
    const at = wallClock(call.timestamp, timeZone).time;
    const result = await this.#deps.ingestor.ingest(connection, {
      id: call.id,
      from: call.from,
      ...(call.name === undefined ? {} : { name: call.name }),
      body: `${call.isVideo ? 'Chamada de vídeo' : 'Chamada de voz'} ${refused ? 'recusada' : 'perdida'} às ${at}`,
      mediaType: 'call_log',
      timestamp: call.timestamp,
      fromMe: false,
    });
    if (refused && result.outcome === 'stored') {
      await this.#deps.messages.send(connection.companyId, result.ticket.id, CALLS_REFUSED_MESSAGE);
    }
  }

  async #callSettings(companyId: number): Promise<{ refused: boolean; timeZone: string }> {
    const settings = await forkForCompany(this.#deps.em, companyId).find(Setting, { key: { $in: ['call', 'timezone'] } });
    const valueOf = (key: string) => settings.find((setting) => setting.key === key)?.value;
    return { refused: (valueOf('call') ?? DEFAULT_COMPANY_SETTINGS.call) !== 'enabled', timeZone: timeZoneOrDefault(valueOf('timezone')) };
  }
}
