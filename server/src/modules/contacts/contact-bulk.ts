import { contactBody, type ContactRecord, type ContactUploadError, type ContactUploadRow } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { zodFields } from '../../platform/http/error-middleware.ts';

/** A contact to create, already checked. */
export type NewContact = { name: string; number: string; email: string };

type Row = {
  id: number;
  uuid: string;
  name: string;
  number: string;
  email: string;
  profile_pic_url: string;
  is_group: boolean;
  created_at: Date;
  updated_at: Date;
};

/**
 * Inserts many contacts in one statement. A number that is already a contact's number or LID is
 * skipped (`ON CONFLICT` settles a race with another write); the rows created come back in the
 * order given. Raw SQL for the bulk, so both statements name the caller's company themselves.
 */
export async function insertNewContacts(em: EntityManager, companyId: number, contacts: NewContact[]): Promise<ContactRecord[]> {
  if (contacts.length === 0) {
    return [];
  }
  // One index lookup per number (`number = ANY(…)` over many values would pick the trigram index and
  // read far more than it needs).
  const numbers = JSON.stringify(contacts.map((contact) => contact.number));
  const known = await em.execute<{ taken: string }[]>(
    `select c.number as taken from jsonb_array_elements_text(?::jsonb) as w(n) join contacts c on c.company_id = ? and c.number = w.n
     union all
     select c.lid from jsonb_array_elements_text(?::jsonb) as w(n) join contacts c on c.company_id = ? and c.lid = w.n`,
    [numbers, companyId, numbers, companyId],
  );
  const taken = new Set(known.map((row) => row.taken));
  const fresh = contacts.filter((contact) => !taken.has(contact.number));
  if (fresh.length === 0) {
    return [];
  }
  const rows = await em.execute<Row[]>(
    `insert into contacts (company_id, name, number, email)
     select ?, r.name, r.number, r.email
       from jsonb_to_recordset(?::jsonb) as r(name text, number text, email text, ord int)
      order by r.ord
     on conflict (company_id, number) do nothing
     returning id, uuid, name, number, email, profile_pic_url, is_group, created_at, updated_at`,
    [companyId, JSON.stringify(fresh.map((contact, ord) => ({ ...contact, ord })))],
  );
  return rows.map((row) => ({
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    number: row.number,
    whatsappId: null,
    whatsapp: null,
    email: row.email,
    profilePicUrl: row.profile_pic_url,
    isGroup: row.is_group,
    extraInfo: [],
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  }));
}

function cell(value: string | undefined): string {
  return (value ?? '').trim();
}

/**
 * Checks each spreadsheet row as POST /contacts would: the good rows to create, and an error per bad
 * row (a number repeated within the rows is a duplicate from its second appearance).
 */
export function checkUploadRows(rows: ContactUploadRow[]): { valid: (NewContact & { index: number })[]; errors: ContactUploadError[] } {
  const valid: (NewContact & { index: number })[] = [];
  const errors: ContactUploadError[] = [];
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const shown = { index, name: cell(row.name), number: cell(row.number) };
    const parsed = contactBody.safeParse({ name: cell(row.name), number: cell(row.number), email: cell(row.email) });
    if (!parsed.success) {
      errors.push({ ...shown, error: 'ERR_VALIDATION', message: 'Some fields are invalid', fields: zodFields(parsed.error, '') });
    } else if (seen.has(parsed.data.number)) {
      errors.push({ ...shown, error: 'ERR_DUPLICATED_CONTACT', message: 'This number appears earlier in the file' });
    } else {
      seen.add(parsed.data.number);
      valid.push({ index, name: parsed.data.name, number: parsed.data.number, email: parsed.data.email });
    }
  });
  return { valid, errors };
}
