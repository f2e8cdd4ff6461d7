/** What the variables of an automatic message are filled from. */
export type TextVariableContext = { contactName: string; ticketId: number; now: Date };

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

/** "Bom dia" until noon, "Boa tarde" until 18:00, "Boa noite" otherwise (server local time). */
export function greetingFor(now: Date): string {
  const hour = now.getHours();
  if (hour >= 5 && hour < 12) {
    return 'Bom dia';
  }
  if (hour >= 12 && hour < 18) {
    return 'Boa tarde';
  }
  return 'Boa noite';
}

function valuesOf({ contactName, ticketId, now }: TextVariableContext): Record<string, string> {
  const name = contactName.trim();
  const date = `${pad(now.getDate())}/${pad(now.getMonth() + 1)}/${now.getFullYear()}`;
  const hour = `${pad(now.getHours())}:${pad(now.getMinutes())}`;
  const stamp = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  const greeting = greetingFor(now);
  return {
    firstName: name.split(/\s+/)[0] ?? '',
    name,
    ms: greeting,
    greeting,
    protocol: `${stamp}${ticketId}`,
    date,
    hour,
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
