import { DEFAULT_COMPANY_SETTINGS } from '@balcao/shared';
import { Setting } from '../../settings/setting.entity.ts';
import { idIn, parents, text, type Outcome, type Step } from '../step.ts';

/**
 * A company's settings: the reference's value replaces Balcão's default for every key Balcão knows;
 * keys Balcão does not have are reported and left out (nothing in Balcão would read them).
 */
export const settingsStep: Step = {
  table: 'Settings',
  kind: 'setting',
  keys: ['id'],
  idOf: (row) => String(row['id']),
  async write(rows, context) {
    const { em } = context;
    const companies = await parents(context, 'company', rows, 'companyId');
    const outcomes: Outcome[] = [];
    for (const row of rows) {
      const companyId = idIn(companies, row['companyId']);
      const key = text(row['key']);
      if (companyId === undefined) {
        outcomes.push({ id: String(row['id']), skipped: 'its company was not imported' });
        continue;
      }
      if (!(key in DEFAULT_COMPANY_SETTINGS)) {
        outcomes.push({ id: String(row['id']), skipped: `a setting Balcão does not have (${key})` });
        continue;
      }
      const setting = (await em.findOne(Setting, { companyId, key })) ?? em.create(Setting, { companyId, key, value: '' });
      setting.value = text(row['value']);
      await em.flush();
      outcomes.push({ id: String(row['id']), written: setting.id });
    }
    return outcomes;
  },
};
