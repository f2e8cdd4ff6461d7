import { defineEntity, p } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../../../test/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/harness.ts';
import { Company } from '../../modules/companies/company.entity.ts';
import { Setting } from '../../modules/settings/setting.entity.ts';
import { ormConfig } from '../database/orm-config.ts';
import { companyOwned } from './company-owned.ts';
import { forkForCompany, forkUnscoped, TenantScopeMissingError } from './tenant-filter.ts';
import { TenantViolationError } from './tenant-guard.subscriber.ts';

// An entity "added later" by a feature module: it only declares companyOwned(), nothing else.
const WidgetSchema = defineEntity({
  name: 'Widget',
  tableName: 'widgets',
  properties: { id: p.integer().primary(), ...companyOwned(), label: p.string() },
});
class Widget extends WidgetSchema.class {}
WidgetSchema.setClass(Widget);

let database: TestDatabase;
let orm: MikroORM;
let companyA: Company;
let companyB: Company;

beforeAll(async () => {
  database = await createTestDatabase();
  orm = await MikroORM.init(ormConfig(database.url, { extraEntities: [Widget] }));
  await orm.migrator.up();
  await orm.schema.update();
  companyA = await createCompany(orm.em);
  companyB = await createCompany(orm.em);
  const em = forkUnscoped(orm.em);
  em.create(Widget, { companyId: companyA.id, label: 'a1' });
  em.create(Widget, { companyId: companyA.id, label: 'a2' });
  em.create(Widget, { companyId: companyB.id, label: 'b1' });
  await em.flush();
});

afterAll(async () => {
  await orm.close(true);
  await database.drop();
});

describe('tenant scope', () => {
  it('scopes reads of an entity added later without any code of its own', async () => {
    const labels = (await forkForCompany(orm.em, companyA.id).find(Widget, {}, { orderBy: { label: 'asc' } })).map((w) => w.label);
    expect(labels).toEqual(['a1', 'a2']);
    expect(await forkForCompany(orm.em, companyB.id).count(Widget)).toBe(1);
  });

  it('hides another company row even when asked for it by id', async () => {
    const other = await forkUnscoped(orm.em).findOneOrFail(Widget, { label: 'b1' });
    expect(await forkForCompany(orm.em, companyA.id).findOne(Widget, { id: other.id })).toBeNull();
    expect(await forkForCompany(orm.em, companyA.id).findOne(Company, { id: companyB.id })).toBeNull();
    expect(await forkForCompany(orm.em, companyA.id).findOne(Company, { id: companyA.id })).not.toBeNull();
  });

  it('keeps bulk updates and deletes inside the company', async () => {
    await forkForCompany(orm.em, companyA.id).nativeUpdate(Widget, {}, { label: 'renamed' });
    await forkForCompany(orm.em, companyA.id).nativeDelete(Setting, {});
    const all = await forkUnscoped(orm.em).find(Widget, {}, { orderBy: { id: 'asc' } });
    expect(all.filter((w) => w.companyId === companyB.id).map((w) => w.label)).toEqual(['b1']);
    expect(await forkUnscoped(orm.em).count(Setting, { companyId: companyB.id })).toBeGreaterThan(0);
  });

  it('stamps the bound company on new rows and refuses rows of another company', async () => {
    const em = forkForCompany(orm.em, companyA.id);
    const widget = em.create(Widget, { label: 'new' } as Widget);
    await em.flush();
    expect(widget.companyId).toBe(companyA.id);

    const intruder = forkForCompany(orm.em, companyA.id);
    intruder.create(Widget, { companyId: companyB.id, label: 'sneaky' });
    await expect(intruder.flush()).rejects.toBeInstanceOf(TenantViolationError);
    expect(await forkUnscoped(orm.em).count(Widget, { label: 'sneaky' })).toBe(0);
  });

  it('refuses to move a row to another company', async () => {
    const em = forkForCompany(orm.em, companyA.id);
    const widget = await em.findOneOrFail(Widget, { label: 'new' });
    widget.companyId = companyB.id;
    await expect(em.flush()).rejects.toBeInstanceOf(TenantViolationError);
  });

  it('fails closed when company-owned data is queried with no company bound', async () => {
    await expect(orm.em.fork().find(Widget, {})).rejects.toBeInstanceOf(TenantScopeMissingError);
  });
});
