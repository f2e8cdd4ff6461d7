import { audit } from '../audit/audit.ts';
import {
  CAMPAIGN_EDIT_LOCK_MS,
  SHIPPING_PAGE_SIZE,
  type CampaignPage,
  type CampaignRecord,
  type CampaignShippingPage,
  type CampaignShippingRecord,
  type campaignBody,
  type campaignQuery,
} from '@balcao/shared';
import { LockMode, QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import type { UploadedFile } from '../../platform/http/multipart.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { rooms } from '../../platform/realtime/rooms.ts';
import { announceRecord } from '../../platform/records/announce.ts';
import { containing, findPage } from '../../platform/records/page-query.ts';
import { slicesById } from '../../platform/records/slices-by-id.ts';
import { Whatsapp } from '../connections/whatsapp.entity.ts';
import { findContactList } from '../contact-lists/contact-lists.service.ts';
import { csvCell } from '../contacts/contact-export.ts';
import { FileList } from '../files/file-list.entity.ts';
import type { MediaService } from '../media/media.service.ts';
import type { CloudTemplates } from '../cloud/cloud-templates.ts';
import { chosenTemplate } from '../cloud/template-choice.ts';
import { campaignRecords } from './campaign-records.ts';
import { CampaignShipping } from './campaign-shipping.entity.ts';
import { snapshotTag } from './campaign-snapshot.ts';
import { Campaign } from './campaign.entity.ts';

type Body = z.output<typeof campaignBody>;

export function campaignNotFound(): AppError {
  return new AppError('ERR_NO_CAMPAIGN_FOUND', { message: 'No campaign found with this ID' });
}

function notEditable(): AppError {
  return new AppError('ERR_CAMPAIGN_NOT_EDITABLE', {
    message: 'A campaign can be edited while INATIVA, PROGRAMADA more than an hour ahead, or CANCELADA',
  });
}

function wrongStatus(expected: string): AppError {
  return new AppError('ERR_CAMPAIGN_WRONG_STATUS', { message: `Only a campaign ${expected} can do this` });
}

/** The edit rule of the spec: INATIVA, PROGRAMADA more than an hour ahead, and (it still saves) CANCELADA. */
export function isEditable(campaign: Pick<Campaign, 'status' | 'scheduledAt'>, now = Date.now()): boolean {
  switch (campaign.status) {
    case 'INATIVA':
    case 'CANCELADA':
      return true;
    case 'PROGRAMADA':
      return (
        campaign.scheduledAt !== null && campaign.scheduledAt !== undefined && campaign.scheduledAt.getTime() - now > CAMPAIGN_EDIT_LOCK_MS
      );
    default:
      return false;
  }
}

/** The media types a campaign sends as what they are (anything else goes as a document). */
function mimetypeOf(file: UploadedFile): string {
  return file.mimetype && file.mimetype !== 'application/octet-stream' ? file.mimetype : 'application/octet-stream';
}

const SHIPPING_CSV_COLUMNS = [
  'number',
  'name',
  'email',
  'status',
  'message',
  'confirmationMessage',
  'confirmationRequestedAt',
  'confirmedAt',
  'deliveredAt',
  'error',
] as const;

function shippingRecord(row: CampaignShipping): CampaignShippingRecord {
  return {
    id: row.id,
    number: row.number,
    name: row.name,
    email: row.email,
    status: row.status,
    message: row.message,
    confirmationMessage: row.confirmationMessage,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    confirmationRequestedAt: row.confirmationRequestedAt?.toISOString() ?? null,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    error: row.error ?? null,
  };
}

/**
 * The company's campaigns (admins of a plan with useCampaigns: the routes say so). Writes announce
 * `company-{id}-campaign` to the admins' room. Sending is the dispatcher's; this only changes states.
 */
export class CampaignsService {
  readonly #realtime: Realtime;
  readonly #media: MediaService;
  readonly #wake: () => void;
  readonly #templates: CloudTemplates;

  constructor({
    realtime,
    media,
    templates,
    wake,
  }: {
    realtime: Realtime;
    media: MediaService;
    templates: CloudTemplates;
    wake?: () => void;
  }) {
    this.#realtime = realtime;
    this.#media = media;
    this.#templates = templates;
    this.#wake = wake ?? (() => undefined);
  }

  async page(em: EntityManager, query: z.output<typeof campaignQuery>): Promise<CampaignPage> {
    const where = query.searchParam ? { name: { $ilike: containing(query.searchParam) } } : {};
    const { rows, count, hasMore } = await findPage(em, Campaign, where, {
      pageNumber: query.pageNumber,
      orderBy: { createdAt: QueryOrder.DESC, id: QueryOrder.DESC },
    });
    return { records: await campaignRecords(em, rows), count, hasMore };
  }

  async get(em: EntityManager, id: number): Promise<CampaignRecord> {
    return this.#record(em, await this.#find(em, id));
  }

  async create(em: EntityManager, companyId: number, body: Body): Promise<CampaignRecord> {
    const campaign = await em.transactional(async (tx) => {
      const fields = await this.#checkedFields(tx, companyId, body);
      const created = tx.create(Campaign, { companyId, ...fields, status: body.scheduledAt ? 'PROGRAMADA' : 'INATIVA' });
      await tx.flush();
      await auditScheduled(tx, created);
      return created;
    });
    this.#wake();
    return this.#announce(em, 'create', campaign);
  }

  async update(em: EntityManager, id: number, body: Body): Promise<CampaignRecord> {
    const campaign = await em.transactional(async (tx) => {
      const row = await tx.findOne(Campaign, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!row) {
        throw campaignNotFound();
      }
      if (!isEditable(row)) {
        throw notEditable();
      }
      const fields = await this.#checkedFields(tx, row.companyId, body);
      tx.assign(row, fields);
      if (row.status !== 'CANCELADA') {
        row.status = body.scheduledAt ? 'PROGRAMADA' : 'INATIVA';
      }
      await tx.flush();
      await auditScheduled(tx, row);
      return row;
    });
    this.#wake();
    return this.#announce(em, 'update', campaign);
  }

  async remove(em: EntityManager, id: number): Promise<void> {
    const campaign = await this.#find(em, id);
    await em.nativeDelete(Campaign, { id: campaign.id });
    await announceRecord(this.#realtime, campaign.companyId, 'campaign', { action: 'delete', id }, [rooms.admins(campaign.companyId)]);
  }

  /** EM_ANDAMENTO → CANCELADA: the dispatcher checks the state before each send, so it stops within one interval. */
  async cancel(em: EntityManager, id: number): Promise<CampaignRecord> {
    const campaign = await this.#find(em, id);
    const changed = await em.nativeUpdate(Campaign, { id, status: 'EM_ANDAMENTO' }, { status: 'CANCELADA', updatedAt: new Date() });
    if (changed === 0) {
      throw wrongStatus('EM_ANDAMENTO');
    }
    await audit.record(em, {
      action: 'campaign.cancelled',
      target: { type: 'campaign', id, label: campaign.name },
      before: { status: 'EM_ANDAMENTO' },
      after: { status: 'CANCELADA' },
    });
    await em.refresh(campaign);
    return this.#announce(em, 'update', campaign);
  }

  /** CANCELADA → EM_ANDAMENTO: whoever was delivered is skipped (their shipping rows say so). */
  async restart(em: EntityManager, id: number): Promise<CampaignRecord> {
    const campaign = await this.#find(em, id);
    const changed = await em.nativeUpdate(
      Campaign,
      { id, status: 'CANCELADA' },
      { status: 'EM_ANDAMENTO', completedAt: null, updatedAt: new Date() },
    );
    if (changed === 0) {
      throw wrongStatus('CANCELADA');
    }
    await audit.record(em, {
      action: 'campaign.started',
      target: { type: 'campaign', id, label: campaign.name },
      before: { status: 'CANCELADA' },
      after: { status: 'EM_ANDAMENTO' },
    });
    await em.refresh(campaign);
    this.#wake();
    return this.#announce(em, 'update', campaign);
  }

  async attach(em: EntityManager, id: number, file: UploadedFile): Promise<CampaignRecord> {
    await this.#find(em, id);
    const stored = await this.#media.save(em, file.buffer, file.originalname, mimetypeOf(file));
    return this.#changeMedia(em, id, { mediaId: stored.id, mediaName: stored.filename });
  }

  async detach(em: EntityManager, id: number): Promise<CampaignRecord> {
    return this.#changeMedia(em, id, { mediaId: null, mediaName: null });
  }

  async shipping(em: EntityManager, id: number, pageNumber: number): Promise<CampaignShippingPage> {
    await this.#find(em, id);
    const { rows, count, hasMore } = await findPage(
      em,
      CampaignShipping,
      { campaignId: id },
      { pageNumber, pageSize: SHIPPING_PAGE_SIZE, orderBy: { id: QueryOrder.ASC } },
    );
    return { records: rows.map(shippingRecord), count, hasMore };
  }

  /** Every shipping row of a campaign as CSV (`;` between cells, UTF-8 with BOM, as the contacts export), read 1,000 at a time. */
  async *shippingCsv(em: EntityManager, id: number): AsyncGenerator<string> {
    await this.#find(em, id);
    yield `\uFEFF${SHIPPING_CSV_COLUMNS.join(';')}\r\n`;
    const slices = slicesById<number, CampaignShipping>(1_000, (after, limit) =>
      em.find(CampaignShipping, { campaignId: id, id: { $gt: after ?? 0 } }, { orderBy: { id: QueryOrder.ASC }, limit }),
    );
    for await (const rows of slices) {
      for (const row of rows) {
        const record = shippingRecord(row);
        yield `${SHIPPING_CSV_COLUMNS.map((column) => csvCell(String(record[column] ?? ''))).join(';')}\r\n`;
      }
      em.clear();
    }
  }

  async #changeMedia(em: EntityManager, id: number, media: { mediaId: string | null; mediaName: string | null }): Promise<CampaignRecord> {
    const campaign = await em.transactional(async (tx) => {
      const row = await tx.findOne(Campaign, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!row) {
        throw campaignNotFound();
      }
      if (!isEditable(row)) {
        throw notEditable();
      }
      tx.assign(row, media);
      await tx.flush();
      return row;
    });
    return this.#announce(em, 'update', campaign);
  }

  /** The body's references, each checked through the tenant filter (another company's is as missing as none). */
  async #checkedFields(tx: EntityManager, companyId: number, body: Body) {
    if (!(await tx.findOne(Whatsapp, { id: body.whatsappId }, { fields: ['id'] }))) {
      throw new AppError('ERR_NO_WAPP_FOUND', { message: 'No connection found with this ID' });
    }
    const template = await chosenTemplate(tx, this.#templates, companyId, body.whatsappId, body.template);
    if (template && body.confirmation) {
      const message = 'A template campaign has no confirmation step: the confirmation would be a free message outside the 24-hour window';
      throw new AppError('ERR_VALIDATION', { message, fields: [{ path: 'body.confirmation', message }] });
    }
    if (template && body.fileListId) {
      const message = 'A template campaign sends only its template: files outside the 24-hour window are refused by WhatsApp';
      throw new AppError('ERR_VALIDATION', { message, fields: [{ path: 'body.fileListId', message }] });
    }
    if (body.fileListId && !(await tx.findOne(FileList, { id: body.fileListId }, { fields: ['id'] }))) {
      throw new AppError('ERR_NO_FILE_FOUND', { message: 'No file list found with this ID' });
    }
    let contactListId = body.contactListId ?? null;
    if (body.tagListId) {
      contactListId = await snapshotTag(tx, companyId, body.tagListId, body.name);
    } else if (contactListId) {
      await findContactList(tx, contactListId);
    }
    const { tagListId, scheduledAt, template: choice, ...rest } = body;
    void choice; // replaced by the checked template below
    return {
      ...rest,
      scheduledAt: scheduledAt ?? null,
      tagListId: tagListId ?? null,
      contactListId,
      fileListId: body.fileListId ?? null,
      template,
    };
  }

  async #find(em: EntityManager, id: number): Promise<Campaign> {
    const campaign = await em.findOne(Campaign, { id });
    if (!campaign) {
      throw campaignNotFound();
    }
    return campaign;
  }

  async #record(em: EntityManager, campaign: Campaign): Promise<CampaignRecord> {
    const [record] = await campaignRecords(em, [campaign]);
    if (!record) {
      throw campaignNotFound();
    }
    return record;
  }

  async #announce(em: EntityManager, action: 'create' | 'update', campaign: Campaign): Promise<CampaignRecord> {
    const record = await this.#record(em, campaign);
    await announceRecord(this.#realtime, campaign.companyId, 'campaign', { action, record }, [rooms.admins(campaign.companyId)]);
    return record;
  }
}

/** Scheduling a campaign is starting it: the dispatcher sends it when its time comes, with nobody acting then. */
async function auditScheduled(tx: EntityManager, campaign: Campaign): Promise<void> {
  if (campaign.status === 'PROGRAMADA' && campaign.scheduledAt) {
    await audit.record(tx, {
      action: 'campaign.started',
      target: { type: 'campaign', id: campaign.id, label: campaign.name },
      after: { status: campaign.status, scheduledAt: campaign.scheduledAt.toISOString() },
    });
  }
}
