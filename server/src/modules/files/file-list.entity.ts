import { defineEntity, p } from '@mikro-orm/core';
import { timestamps } from '../../platform/database/timestamps.ts';
import { companyOwned } from '../../platform/tenancy/company-owned.ts';

/** A named set of files with a message (campaigns send them); its files are its options. */
const FileListSchema = defineEntity({
  name: 'FileList',
  tableName: 'file_lists',
  uniques: [{ properties: ['companyId', 'name'] }],
  properties: {
    id: p.integer().primary(),
    ...companyOwned({ indexed: false }),
    name: p.string().length(100),
    message: p.text().default(''),
    ...timestamps(),
  },
});

export class FileList extends FileListSchema.class {}
FileListSchema.setClass(FileList);
