import { defineEntity, p } from '@mikro-orm/core';
import { timestamps } from '../../platform/database/timestamps.ts';
import { MediaFile } from '../media/media-file.entity.ts';

/**
 * A platform-wide announcement written by a super user. Not company-owned: every company's users
 * read the active ones. Its image is a media file of the writer's company, served to everyone only
 * through `/announcements/{id}/media`.
 */
const AnnouncementSchema = defineEntity({
  name: 'Announcement',
  tableName: 'announcements',
  indexes: [{ properties: ['status', 'priority', 'createdAt'] }],
  properties: {
    id: p.integer().primary(),
    title: p.string().length(200),
    text: p.text(),
    priority: p.smallint().default(3),
    status: p.boolean().default(true),
    mediaId: () => p.manyToOne(MediaFile).mapToPk().fieldName('media_id').nullable().deleteRule('set null').index(),
    mediaName: p.string().length(255).nullable(),
    ...timestamps(),
  },
});

export class Announcement extends AnnouncementSchema.class {}
AnnouncementSchema.setClass(Announcement);
