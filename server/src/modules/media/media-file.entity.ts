import { defineEntity, p } from '@mikro-orm/core';
import { companyOwned } from '../../platform/tenancy/company-owned.ts';

/** A stored media file: what the client sees is the id; where the bytes live is the store's business. */
const MediaFileSchema = defineEntity({
  name: 'MediaFile',
  tableName: 'media_files',
  properties: {
    id: p.uuid().primary(),
    ...companyOwned(),
    storageKey: p.string().length(255).hidden(),
    filename: p.string().length(255),
    mimetype: p.string().length(127),
    size: p.integer(),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .defaultRaw('now()')
      .index(),
  },
});

export class MediaFile extends MediaFileSchema.class {}
MediaFileSchema.setClass(MediaFile);
