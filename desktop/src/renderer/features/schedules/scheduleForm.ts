import { scheduleBody, type ScheduleBody, type ScheduleRecord, type ScheduleRecurrence, type ScheduleStatus } from '@balcao/shared';
import { checkWith, type Checked } from '../../components/list/index.ts';

export type ScheduleForm = {
  body: string;
  contact: { id: number; name: string } | null;
  /** `YYYY-MM-DDTHH:mm` on this computer's clock (the datetime-local input's value). */
  sendAt: string;
  /** null: the company's default connection. */
  whatsappId: number | null;
  recurrence: ScheduleRecurrence;
  /** `YYYY-MM-DDTHH:mm`, or '' for no end. */
  recurUntil: string;
  mediaName: string | null;
  /** An image chosen in the dialog, uploaded after the record is saved. */
  file: File | null;
  removeMedia: boolean;
  status: ScheduleStatus | null;
  sentAt: string | null;
  error: string | null;
  /** On a Cloud API connection: the approved template sent instead of the body. */
  template: { name: string; language: string; parameters: string[] } | null;
};

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as the datetime-local input shows it, on this computer's clock. */
export function localInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Spec: a new schedule is sent in one hour unless changed. */
export function emptyScheduleForm(contact: ScheduleForm['contact'] = null, now = new Date()): ScheduleForm {
  return {
    body: '',
    contact,
    sendAt: localInputValue(new Date(now.getTime() + 3_600_000)),
    whatsappId: null,
    recurrence: 'none',
    recurUntil: '',
    mediaName: null,
    file: null,
    removeMedia: false,
    status: null,
    sentAt: null,
    error: null,
    template: null,
  };
}

export function formFromSchedule(record: ScheduleRecord): ScheduleForm {
  return {
    ...emptyScheduleForm(),
    body: record.body,
    contact: { id: record.contact.id, name: record.contact.name },
    sendAt: localInputValue(new Date(record.sendAt)),
    whatsappId: record.whatsappId,
    recurrence: record.recurrence,
    recurUntil: record.recurUntil ? localInputValue(new Date(record.recurUntil)) : '',
    mediaName: record.mediaName,
    status: record.status,
    sentAt: record.sentAt,
    error: record.error,
    template: record.template
      ? { name: record.template.name, language: record.template.language, parameters: record.template.parameters }
      : null,
  };
}

/** The server's own schema, on what the dialog would send. */
export function validateSchedule(form: ScheduleForm): Checked<ScheduleBody> {
  const instant = (text: string) => {
    const when = new Date(text);
    return Number.isNaN(when.getTime()) ? text : when.toISOString();
  };
  const checked = checkWith(scheduleBody, {
    body: form.body,
    contactId: form.contact?.id,
    sendAt: instant(form.sendAt),
    whatsappId: form.whatsappId,
    recurrence: form.recurrence,
    recurUntil: form.recurrence === 'none' || form.recurUntil === '' ? null : instant(form.recurUntil),
    template: form.template,
  });
  return 'body' in checked
    ? { body: { ...checked.body, sendAt: checked.body.sendAt.toISOString(), recurUntil: checked.body.recurUntil?.toISOString() ?? null } }
    : checked;
}
