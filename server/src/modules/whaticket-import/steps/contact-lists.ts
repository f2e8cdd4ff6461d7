import { ContactList } from '../../contact-lists/contact-list.entity.ts';
import { ContactListItem } from '../../contact-lists/contact-list-item.entity.ts';
import { date, idIn, ownedParents, parents, text, type Outcome, type Step } from '../step.ts';

const id = (row: Record<string, unknown>) => String(row['id']);

/** A campaign's lists of people. */
export const contactListsStep: Step = {
  table: 'ContactLists',
  kind: 'contact-list',
  keys: ['id'],
  idOf: id,
  async write(rows, context) {
    const { em } = context;
    const companies = await parents(context, 'company', rows, 'companyId');
    const outcomes: Outcome[] = [];
    const made: [string, ContactList][] = [];
    for (const row of rows) {
      const companyId = idIn(companies, row['companyId']);
      if (companyId === undefined) {
        outcomes.push({ id: id(row), skipped: 'its company was not imported' });
        continue;
      }
      made.push([
        id(row),
        em.create(ContactList, {
          companyId,
          name: text(row['name'], 50).trim() || `List ${id(row)}`,
          createdAt: date(row['createdAt']),
          updatedAt: date(row['updatedAt']),
        }),
      ]);
    }
    await em.flush();
    return [...outcomes, ...made.map(([from, list]) => ({ id: from, written: list.id }))];
  },
};

/**
 * The people of a list. A number appears once per list in Balcão: a second item of one number in a
 * list is that first item (a campaign's record of it points there).
 */
export const contactListItemsStep: Step = {
  table: 'ContactListItems',
  kind: 'contact-list-item',
  keys: ['id'],
  idOf: id,
  async write(rows, context) {
    const { em } = context;
    const lists = await ownedParents(context, 'contact-list', ContactList, rows, 'contactListId');
    const known = new Map<string, ContactListItem>(
      (await em.find(ContactListItem, { contactListId: { $in: lists.ids } })).map((item) => [`${item.contactListId}:${item.number}`, item]),
    );
    const outcomes: Outcome[] = [];
    const made: [string, ContactListItem, boolean][] = [];
    for (const row of rows) {
      const list = lists.of(row);
      const number = text(row['number'], 50).replace(/\D/g, '');
      if (list === undefined) {
        outcomes.push({ id: id(row), skipped: 'its list was not imported' });
        continue;
      }
      const { id: contactListId, companyId } = list;
      if (!number) {
        outcomes.push({ id: id(row), skipped: 'no number' });
        continue;
      }
      const same = known.get(`${contactListId}:${number}`);
      if (same) {
        made.push([id(row), same, true]);
        continue;
      }
      const item = em.create(ContactListItem, {
        companyId,
        contactListId,
        name: text(row['name'], 50).trim() || number,
        number,
        email: text(row['email'], 254),
        isWhatsappValid: typeof row['isWhatsappValid'] === 'boolean' && row['isWhatsappValid'] ? true : null,
        createdAt: date(row['createdAt']),
        updatedAt: date(row['updatedAt']),
      });
      known.set(`${contactListId}:${number}`, item);
      made.push([id(row), item, false]);
    }
    await em.flush();
    return [
      ...outcomes,
      ...made.map(([from, item, linked]): Outcome =>
        linked
          ? { id: from, linked: item.id, note: 'a second item of one number in its list: merged into the first' }
          : { id: from, written: item.id },
      ),
    ];
  },
};
