import { defineEntity, p } from '@mikro-orm/core';
import { timestamps } from '../../platform/database/timestamps.ts';
import { companyOwned } from '../../platform/tenancy/company-owned.ts';
import { MediaFile } from '../media/media-file.entity.ts';
import { User } from '../users/user.entity.ts';

/**
 * A reply an attendant types as `/shortcode`. Company-wide (`geral`) shortcodes are unique in the
 * company, personal ones per author: two partial unique indexes written in the migration.
 */
const QuickMessageSchema = defineEntity({
  name: 'QuickMessage',
  tableName: 'quick_messages',
  indexes: [{ properties: ['companyId', 'shortcode'] }],
  properties: {
    id: p.integer().primary(),
    ...companyOwned(),
    userId: () => p.manyToOne(User).mapToPk().fieldName('user_id').nullable().deleteRule('set null').index(),
    shortcode: p.string().length(50),
    message: p.text().default(''),
    geral: p.boolean().default(false),
    mediaId: () => p.manyToOne(MediaFile).mapToPk().fieldName('media_id').nullable().deleteRule('set null'),
    mediaName: p.string().length(255).nullable(),
    ...timestamps(),
  },
});

export class QuickMessage extends QuickMessageSchema.class {}
QuickMessageSchema.setClass(QuickMessage);
