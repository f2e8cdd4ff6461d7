import { Contact } from '../../contacts/contact.entity.ts';
import { ContactCustomField } from '../../contacts/contact-custom-field.entity.ts';
import { Tag } from '../../tags/tag.entity.ts';
import { date, idIn, ownedParents, parents, text, type Outcome, type Step } from '../step.ts';
import { linkSameNameOrCreate } from './same-name-per-company.ts';

const id = (row: Record<string, unknown>) => String(row['id']);

/**
 * A contact whose number its company already has in Balcão is that contact (numbers are unique per
 * company); a contact without a name is shown by its number, as Balcão names an unknown sender.
 */
export const contactsStep: Step = {
  table: 'Contacts',
  kind: 'contact',
  keys: ['id'],
  idOf: id,
  async write(rows, context) {
    const { em } = context;
    const companies = await parents(context, 'company', rows, 'companyId');
    const connections = await parents(context, 'whatsapp', rows, 'whatsappId');
    const numbers = rows.map((row) => text(row['number'], 50));
    const existing = await em.find(
      Contact,
      { number: { $in: numbers }, companyId: { $in: [...new Set([...companies.values()].map(Number))] } },
      { fields: ['companyId', 'number'] },
    );
    const known = new Map<string, { id: number }>(existing.map((contact) => [`${contact.companyId}:${contact.number}`, contact]));
    const outcomes: Outcome[] = [];
    const made: [string, { id: number }, string | undefined][] = [];
    for (const row of rows) {
      const companyId = idIn(companies, row['companyId']);
      const number = text(row['number'], 50);
      if (companyId === undefined) {
        outcomes.push({ id: id(row), skipped: 'its company was not imported' });
        continue;
      }
      if (!number) {
        outcomes.push({ id: id(row), skipped: 'no number' });
        continue;
      }
      const same = known.get(`${companyId}:${number}`);
      if (same) {
        made.push([id(row), same, 'merged into the contact of the same number']);
        continue;
      }
      const name = text(row['name'], 100).trim();
      const contact = em.create(Contact, {
        companyId,
        name: name || number,
        number,
        email: text(row['email'], 254),
        profilePicUrl: text(row['profilePicUrl'], 1000),
        isGroup: row['isGroup'] === true,
        whatsappId: idIn(connections, row['whatsappId']) ?? null,
        createdAt: date(row['createdAt']),
        updatedAt: date(row['updatedAt']),
      });
      known.set(`${companyId}:${number}`, contact);
      made.push([id(row), contact, name ? undefined : 'no name: named by its number']);
    }
    await em.flush();
    return [
      ...outcomes,
      ...made.map(([from, contact, note]): Outcome =>
        note === 'merged into the contact of the same number'
          ? { id: from, linked: contact.id, note }
          : { id: from, written: contact.id, ...(note ? { note } : {}) },
      ),
    ];
  },
};

export const contactCustomFieldsStep: Step = {
  table: 'ContactCustomFields',
  kind: 'contact-custom-field',
  keys: ['id'],
  idOf: id,
  async write(rows, context) {
    const { em } = context;
    const contacts = await ownedParents(context, 'contact', Contact, rows, 'contactId');
    const outcomes: Outcome[] = [];
    const made: [string, ContactCustomField][] = [];
    for (const row of rows) {
      const contact = contacts.of(row);
      if (contact === undefined) {
        outcomes.push({ id: id(row), skipped: 'its contact was not imported' });
        continue;
      }
      const { id: contactId, companyId } = contact;
      made.push([
        id(row),
        em.create(ContactCustomField, {
          companyId,
          contactId,
          name: text(row['name'], 100),
          value: text(row['value']),
          createdAt: date(row['createdAt']),
          updatedAt: date(row['updatedAt']),
        }),
      ]);
    }
    await em.flush();
    return [...outcomes, ...made.map(([from, field]) => ({ id: from, written: field.id }))];
  },
};

/** Tag names are unique per company: a tag of a name Balcão already has is that tag. */
export const tagsStep: Step = {
  table: 'Tags',
  kind: 'tag',
  keys: ['id'],
  idOf: id,
  write: (rows, context) =>
    linkSameNameOrCreate(rows, context, {
      entity: Tag,
      idOf: id,
      maxName: 50,
      create: (row, companyId, name) =>
        context.em.create(Tag, {
          companyId,
          name,
          color: text(row['color'], 9) || '#A4CCCC',
          kanban: row['kanban'] === 1,
          createdAt: date(row['createdAt']),
          updatedAt: date(row['updatedAt']),
        }),
    }),
};
