import { defineEntity, p } from '@mikro-orm/core';
import { FILE_MEDIA_TYPES } from '@balcao/shared';
import { timestamps } from '../../platform/database/timestamps.ts';
import { companyOwned } from '../../platform/tenancy/company-owned.ts';
import { MediaFile } from '../media/media-file.entity.ts';
import { FileList } from './file-list.entity.ts';

/**
 * One file of a list, with its name, message and value. The file is a media reference: the media
 * collector finds `media_id` by its foreign key and removes a replaced file once nothing refers to it.
 */
const FileListOptionSchema = defineEntity({
  name: 'FileListOption',
  tableName: 'file_list_options',
  indexes: [{ properties: ['fileListId', 'position'] }],
  properties: {
    id: p.integer().primary(),
    ...companyOwned(),
    fileListId: () => p.manyToOne(FileList).mapToPk().fieldName('file_list_id').deleteRule('cascade'),
    position: p.integer(),
    name: p.string().length(100),
    message: p.text().default(''),
    value: p.string().length(255).default(''),
    mediaType: p.enum(FILE_MEDIA_TYPES).nullable(),
    mediaId: () => p.manyToOne(MediaFile).mapToPk().fieldName('media_id').nullable().deleteRule('set null'),
    mediaName: p.string().length(255).nullable(),
    ...timestamps(),
  },
});

export class FileListOption extends FileListOptionSchema.class {}
FileListOptionSchema.setClass(FileListOption);
