/** The drawer's contact form; its messages are fixed English text in every language (as specified). */
export type ContactDraft = {
  name: string;
  number: string;
  email: string;
  extraInfo: { id?: number; name: string; value: string }[];
};

export type ContactErrors = Partial<Record<'name' | 'number' | 'email', string>>;

export const CONTACT_MESSAGES = {
  tooShort: 'Too Short!',
  tooLong: 'Too Long!',
  required: 'Required',
  invalidEmail: 'Invalid email',
} as const;

function length(value: string, min: number, max: number): string | undefined {
  const text = value.trim();
  if (text === '') {
    return CONTACT_MESSAGES.required;
  }
  if (text.length < min) {
    return CONTACT_MESSAGES.tooShort;
  }
  return text.length > max ? CONTACT_MESSAGES.tooLong : undefined;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Name 2-50, number 8-50, email empty or valid. */
export function validateContact(draft: ContactDraft): ContactErrors {
  const errors: ContactErrors = {};
  const name = length(draft.name, 2, 50);
  const number = length(draft.number, 8, 50);
  if (name) {
    errors.name = name;
  }
  if (number) {
    errors.number = number;
  }
  if (draft.email.trim() !== '' && !EMAIL.test(draft.email.trim())) {
    errors.email = CONTACT_MESSAGES.invalidEmail;
  }
  return errors;
}

/** What is sent: extra information rows left without a name are dropped. */
export function contactToSave(draft: ContactDraft): ContactDraft {
  return { ...draft, extraInfo: draft.extraInfo.filter((item) => item.name.trim() !== '') };
}
