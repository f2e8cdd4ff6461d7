import { defineEntity, p } from '@mikro-orm/core';
import { CAMPAIGN_STATUSES, type ChosenTemplate } from '@balcao/shared';
import { timestamps } from '../../platform/database/timestamps.ts';
import { companyOwned } from '../../platform/tenancy/company-owned.ts';
import { Whatsapp } from '../connections/whatsapp.entity.ts';
import { ContactList } from '../contact-lists/contact-list.entity.ts';
import { FileList } from '../files/file-list.entity.ts';
import { MediaFile } from '../media/media-file.entity.ts';
import { Tag } from '../tags/tag.entity.ts';

const variant = () => p.text().default('');

/**
 * A bulk send to the people of a contact list through one connection. Its recipients are snapshot
 * into `campaign_shippings` when it starts; the dispatcher sends each of those once.
 */
const CampaignSchema = defineEntity({
  name: 'Campaign',
  tableName: 'campaigns',
  indexes: [{ properties: ['companyId', 'createdAt'] }, { properties: ['status', 'scheduledAt'] }],
  properties: {
    id: p.integer().primary(),
    ...companyOwned({ indexed: false }),
    name: p.string().length(50),
    status: p.enum(CAMPAIGN_STATUSES).default('INATIVA'),
    confirmation: p.boolean().default(false),
    message1: variant(),
    message2: variant(),
    message3: variant(),
    message4: variant(),
    message5: variant(),
    confirmationMessage1: variant(),
    confirmationMessage2: variant(),
    confirmationMessage3: variant(),
    confirmationMessage4: variant(),
    confirmationMessage5: variant(),
    scheduledAt: p.datetime().nullable(),
    completedAt: p.datetime().nullable(),
    whatsappId: () => p.manyToOne(Whatsapp).mapToPk().fieldName('whatsapp_id').deleteRule('cascade').index(),
    contactListId: () => p.manyToOne(ContactList).mapToPk().fieldName('contact_list_id').nullable().deleteRule('set null').index(),
    /** The tag whose tickets' contacts were snapshot into `contactListId` (kept to show it). */
    tagListId: () => p.manyToOne(Tag).mapToPk().fieldName('tag_list_id').nullable().deleteRule('set null').index(),
    fileListId: () => p.manyToOne(FileList).mapToPk().fieldName('file_list_id').nullable().deleteRule('set null').index(),
    mediaId: () => p.manyToOne(MediaFile).mapToPk().fieldName('media_id').nullable().deleteRule('set null'),
    mediaName: p.string().length(255).nullable(),
    /** On a Cloud API connection: the approved template each contact gets (parameters filled per contact). */
    template: p.json<ChosenTemplate>().nullable(),
    ...timestamps(),
  },
});

export class Campaign extends CampaignSchema.class {}
CampaignSchema.setClass(Campaign);
