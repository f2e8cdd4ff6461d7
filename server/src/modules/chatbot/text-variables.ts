import { wallClock } from '../settings/time-zone.ts';

/** What the variables of an automatic message are filled from; dates and hours are read in `timeZone` (the company's). */
export type TextVariableContext = { contactName: string; ticketId: number; now: Date; timeZone: string };

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

function valuesOf({ contactName, ticketId, now, timeZone }: TextVariableContext): Record<string, string> {
  const name = contactName.trim();
  const clock = wallClock(now, timeZone);
  const [year, month, day] = clock.date.split('-') as [string, string, string];
  const stamp = `${year}${month}${day}${clock.time.replace(':', '')}${clock.seconds}`;
  const greeting = greetingFor(now, timeZone);
  return {
    firstName: name.split(/\s+/)[0] ?? '',
    name,
    ms: greeting,
    greeting,
    protocol: `${stamp}${ticketId}`,
    date: `${day}/${month}/${year}`,
    hour: clock.time,
  };
}

/**
 * Replaces `{{firstName}}`, `{{name}}`, `{{ms}}`/`{{greeting}}`, `{{protocol}}`, `{{date}}` and `{{hour}}`
 * in an automatic message. Plain text replacement (WhatsApp is no HTML); unknown variables stay as written.
 */
export function fillTextVariables(template: string, context: TextVariableContext): string {
  const values = valuesOf(context);
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => values[key] ?? whole);
}
