import { DEFAULT_COMPANY_SETTINGS, type SettingKey } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Setting } from '../settings/setting.entity.ts';

/** Whether a company switch setting (`enabled`/`disabled`) is on; `em` bound to the company. */
export async function settingEnabled(em: EntityManager, key: SettingKey): Promise<boolean> {
  const setting = await em.findOne(Setting, { key });
  return (setting?.value ?? DEFAULT_COMPANY_SETTINGS[key]) === 'enabled';
}

/** Sent when an attendant accepts a ticket and `sendGreetingAccepted` is on ({{…}} filled per contact). */
export function acceptGreeting(userName: string): string {
  return `{{ms}}, *{{name}}*! Meu nome é *${userName}* e agora vou prosseguir com o seu atendimento.`;
}

/**
 * Sent on a transfer when `sendMsgTransfTicket` is on: to a queue, to an attendant, or both; null when
 * nothing the contact would notice changed.
 */
export function transferNotice({ queueName, userName }: { queueName: string | null; userName: string | null }): string | null {
  const wait = '\nAguarde, já vamos te atender!';
  if (queueName && userName) {
    return `*Mensagem automática*:\nVocê foi transferido para o departamento *${queueName}* e será atendido por *${userName}*.${wait}`;
  }
  if (queueName) {
    return `*Mensagem automática*:\nVocê foi transferido para o departamento *${queueName}*.${wait}`;
  }
  if (userName) {
    return `*Mensagem automática*:\nVocê foi transferido para o atendente *${userName}*.${wait}`;
  }
  return null;
}
