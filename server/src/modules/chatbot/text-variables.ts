import type { MessageVariable } from '@balcao/shared';
import { wallClock } from '../settings/time-zone.ts';

/**
 * What the variables of a message are filled from; dates and hours are read in `timeZone` (the company's).
 * `userName`, `queueName` and `connectionName` read as empty text when the ticket has none.
 */
export type TextVariableContext = {
  contactName: string;
  /** The ticket's protocol number (`Ticket.code`). */
  protocol: string;
  now: Date;
  timeZone: string;
  userName?: string | undefined;
  queueName?: string | undefined;
  connectionName?: string | undefined;
};

/** "Bom dia" until noon, "Boa tarde" until 18:00, "Boa noite" otherwise, on the company's clock. */
export function greetingFor(now: Date, timeZone: string): string {
  const hour = Number(wallClock(now, timeZone).time.slice(0, 2));
  if (hour >= 5 && hour < 12) {
    return 'Bom dia';
  }
  if (hour >= 12 && hour < 18) {
    return 'Boa tarde';
  }
  return 'Boa noite';
}

function valuesOf(context: TextVariableContext): Record<MessageVariable, string> {
  const name = context.contactName.trim();
  const clock = wallClock(context.now, context.timeZone);
  const [year, month, day] = clock.date.split('-') as [string, string, string];
  const greeting = greetingFor(context.now, context.timeZone);
  return {
    firstName: name.split(/\s+/)[0] ?? '',
    name,
    ms: greeting,
    greeting,
    protocol: context.protocol,
    date: `${day}/${month}/${year}`,
    hour: clock.time,
    user: context.userName?.trim() ?? '',
    queue: context.queueName?.trim() ?? '',
    connection: context.connectionName?.trim() ?? '',
  };
}

const VARIABLE = /\{\{\s*(\w+)\s*\}\}/g;

/** Whether a text holds anything that looks like a variable (so filling it is worth loading its context). */
export function hasTextVariables(template: string): boolean {
  return template.includes('{{');
}

/**
 * The one function that fills the variables of a message, whoever sends it (the bot, an attendant, a
 * schedule, the closing and transfer notices): `{{firstName}}`, `{{name}}`, `{{ms}}`/`{{greeting}}`,
 * `{{protocol}}`, `{{date}}`, `{{hour}}`, `{{user}}`, `{{queue}}` and `{{connection}}`. Plain text
 * replacement (WhatsApp is no HTML); unknown variables stay as written.
 */
export function fillTextVariables(template: string, context: TextVariableContext): string {
  if (!hasTextVariables(template)) {
    return template;
  }
  const values: Record<string, string> = valuesOf(context);
  return template.replace(VARIABLE, (whole, key: string) => (Object.hasOwn(values, key) ? (values[key] ?? whole) : whole));
}
