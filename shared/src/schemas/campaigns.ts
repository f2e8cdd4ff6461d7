import { z } from 'zod';
import { exactlyOneId, has, someNonBlank } from './json-rules.ts';
import { idSchema, instant, pageQuery } from './common.ts';
import { templateChoice, type ChosenTemplate } from './cloud.ts';

/** INATIVA (default) → PROGRAMADA (scheduledAt set) → EM_ANDAMENTO → FINALIZADA; EM_ANDAMENTO ⇄ CANCELADA. */
export const CAMPAIGN_STATUSES = ['INATIVA', 'PROGRAMADA', 'EM_ANDAMENTO', 'CANCELADA', 'FINALIZADA'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** A campaign has 5 message variants (and 5 confirmation variants); one non-empty is chosen per contact. */
export const CAMPAIGN_VARIANTS = 5;

/** A PROGRAMADA campaign can be edited until this long before its scheduled time. */
export const CAMPAIGN_EDIT_LOCK_MS = 60 * 60 * 1000;

/** The variables a campaign's text may carry besides the custom ones of the campaign settings. */
export const CAMPAIGN_TEXT_VARIABLES = ['nome', 'email', 'numero'] as const;

/** Stop words a contact may answer a campaign with to leave the company's later campaigns. */
export const DEFAULT_CAMPAIGN_STOP_WORDS = ['SAIR', 'PARAR', 'STOP'] as const;

/** The image, video, audio or document a campaign sends with (caption: the message). */
export const CAMPAIGN_MAX_FILE_BYTES = 16 * 1024 * 1024;

const variant = z.string().max(4_000).default('');

const messageFields = {
  message1: variant,
  message2: variant,
  message3: variant,
  message4: variant,
  message5: variant,
  confirmationMessage1: variant,
  confirmationMessage2: variant,
  confirmationMessage3: variant,
  confirmationMessage4: variant,
  confirmationMessage5: variant,
};

export const MESSAGE_KEYS = ['message1', 'message2', 'message3', 'message4', 'message5'] as const;
export const CONFIRMATION_KEYS = [
  'confirmationMessage1',
  'confirmationMessage2',
  'confirmationMessage3',
  'confirmationMessage4',
  'confirmationMessage5',
] as const;

/**
 * POST /campaigns and PUT /campaigns/{id} (admins, plan flag useCampaigns). Recipients come from a
 * contact list or (`tagListId`) from the contacts of this company's tickets carrying a tag, which is
 * snapshot into a new list when saved. `scheduledAt` makes an INATIVA campaign PROGRAMADA.
 */
export const campaignBody = z
  .object({
    name: z.string().trim().min(2).max(50),
    ...messageFields,
    confirmation: z.boolean().default(false),
    scheduledAt: instant.nullable().optional(),
    whatsappId: idSchema,
    contactListId: idSchema.nullable().optional(),
    tagListId: idSchema.nullable().optional(),
    fileListId: idSchema.nullable().optional(),
    /** On a Cloud API connection (and only there): the approved template every contact gets, instead of the messages. */
    template: templateChoice.nullable().optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.template && !MESSAGE_KEYS.some((key) => body[key].trim() !== '')) {
      ctx.addIssue({ code: 'custom', path: ['message1'], message: 'Write at least one message' });
    }
    if (body.confirmation && !CONFIRMATION_KEYS.some((key) => body[key].trim() !== '')) {
      ctx.addIssue({ code: 'custom', path: ['confirmationMessage1'], message: 'Write at least one confirmation message' });
    }
    const lists = (body.contactListId ? 1 : 0) + (body.tagListId ? 1 : 0);
    if (lists !== 1) {
      ctx.addIssue({ code: 'custom', path: ['contactListId'], message: 'Choose a contact list or a tag' });
    }
  })
  .meta({
    allOf: [
      { anyOf: [has('template', { type: 'object' }), someNonBlank(MESSAGE_KEYS)] },
      { if: has('confirmation', { const: true }), then: someNonBlank(CONFIRMATION_KEYS) },
      exactlyOneId('contactListId', 'tagListId'),
    ],
  });
export type CampaignBody = z.input<typeof campaignBody>;

/** GET /campaigns: searched by name, 20 per page, newest first. `companyId` is accepted for the reference client and ignored. */
export const campaignQuery = pageQuery.extend({ companyId: idSchema.optional() });

/** GET /campaigns/{id}/shipping: a report's rows, 50 per page; `format=csv` answers every row as CSV. */
export const campaignShippingQuery = z.object({
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
  format: z.enum(['json', 'csv']).default('json'),
});

/** The counts a report shows (progress = delivered / valid). */
export type CampaignCounts = {
  valid: number;
  delivered: number;
  confirmationRequested: number;
  confirmed: number;
  optedOut: number;
  failed: number;
  pending: number;
};

export type CampaignRecord = {
  id: number;
  name: string;
  status: CampaignStatus;
  confirmation: boolean;
  scheduledAt: string | null;
  completedAt: string | null;
  whatsappId: number;
  contactListId: number | null;
  tagListId: number | null;
  fileListId: number | null;
  mediaPath: string | null;
  mediaName: string | null;
  whatsapp: { id: number; name: string } | null;
  contactList: { id: number; name: string } | null;
  template: ChosenTemplate | null;
  counts: CampaignCounts;
  createdAt: string;
  updatedAt: string;
} & Record<(typeof MESSAGE_KEYS)[number] | (typeof CONFIRMATION_KEYS)[number], string>;

export type CampaignPage = { records: CampaignRecord[]; count: number; hasMore: boolean };

export const SHIPPING_STATUSES = ['pending', 'sending', 'awaiting_confirmation', 'delivered', 'failed', 'opted_out'] as const;
export type ShippingStatus = (typeof SHIPPING_STATUSES)[number];

export type CampaignShippingRecord = {
  id: number;
  number: string;
  name: string;
  email: string;
  status: ShippingStatus;
  message: string;
  confirmationMessage: string;
  deliveredAt: string | null;
  confirmationRequestedAt: string | null;
  confirmedAt: string | null;
  error: string | null;
};
export type CampaignShippingPage = { records: CampaignShippingRecord[]; count: number; hasMore: boolean };

/** Rows of a report page. */
export const SHIPPING_PAGE_SIZE = 50;
