import {
  SCHEDULE_MEDIA_EXTENSIONS,
  type ChosenTemplate,
  type ScheduleListResponse,
  type ScheduleRecord,
  type scheduleBody,
  type scheduleListQuery,
} from '@balcao/shared';
import { LockMode, QueryOrder, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import type { AuthContext } from '../../platform/http/context.ts';
import type { UploadedFile } from '../../platform/http/multipart.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { announceRecord } from '../../platform/records/announce.ts';
import { containing, findPage, nulMatchesNothing } from '../../platform/records/page-query.ts';
import { Contact } from '../contacts/contact.entity.ts';
import { Whatsapp } from '../connections/whatsapp.entity.ts';
import type { MediaService } from '../media/media.service.ts';
import type { CloudTemplates } from '../cloud/cloud-templates.ts';
import { chosenTemplate } from '../cloud/template-choice.ts';
import { Schedule } from './schedule.entity.ts';

export type ScheduleInput = z.output<typeof scheduleBody>;

/** A search by contact name looks at most this many matching contacts (the body is searched in full). */
const SEARCHED_CONTACTS = 1_000;

type ContactSummary = ScheduleRecord['contact'];

export function toScheduleRecord(row: Schedule, contact: ContactSummary | undefined): ScheduleRecord {
  const mediaId = row.mediaId ?? null;
  return {
    id: row.id,
    body: row.body,
    contactId: row.contactId,
    userId: row.userId ?? null,
    whatsappId: row.whatsappId ?? null,
    sendAt: row.sendAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
    status: row.status,
    recurrence: row.recurrence,
    recurUntil: row.recurUntil ? row.recurUntil.toISOString() : null,
    error: row.error ?? null,
    mediaPath: mediaId === null ? null : `/media/${mediaId}`,
    mediaName: mediaId === null ? null : (row.mediaName ?? null),
    template: row.template ?? null,
    contact: contact ?? { id: row.contactId, name: '', number: '' },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The records of `rows` with their contacts, read in one query. `em` bound to the rows' company. */
export async function scheduleRecords(em: EntityManager, rows: Schedule[]): Promise<ScheduleRecord[]> {
  const ids = [...new Set(rows.map((row) => row.contactId))];
  const contacts = ids.length === 0 ? [] : await em.find(Contact, { id: { $in: ids } }, { fields: ['id', 'name', 'number'] });
  const byId = new Map(contacts.map((contact) => [contact.id, { id: contact.id, name: contact.name, number: contact.number }]));
  return rows.map((row) => toScheduleRecord(row, byId.get(row.contactId)));
}

function notFound(): AppError {
  return new AppError('ERR_NO_SCHEDULE_FOUND', { message: 'No scheduled message found with this ID' });
}

function notEditable(): AppError {
  return new AppError('ERR_SCHEDULE_NOT_EDITABLE', { message: 'This scheduled message is being sent or was sent already' });
}

/** Whether a file may be a schedule's image: by its name's extension (.png, .jpg, .jpeg) and an image media type. */
function isScheduleImage(file: UploadedFile): boolean {
  const name = file.originalname.toLowerCase();
  const extensionOk = SCHEDULE_MEDIA_EXTENSIONS.some((extension) => name.endsWith(extension));
  return extensionOk && (file.mimetype === '' || file.mimetype === 'application/octet-stream' || file.mimetype.startsWith('image/'));
}

function mimetypeOf(file: UploadedFile): string {
  if (file.mimetype.startsWith('image/')) {
    return file.mimetype;
  }
  return file.originalname.toLowerCase().endsWith('.png') ? 'image/png' : 'image/jpeg';
}

/**
 * The company's scheduled messages: every user of a company with the useSchedules plan flag sees and
 * edits them (as the reference product does). A schedule can be changed while it waits (PENDENTE) or
 * after it failed (ERRO: an edit schedules it again); once the sender claimed it (AGENDADA) or sent
 * it (ENVIADA) it can only be deleted. Writes emit `company-{id}-schedule` to the company.
 */
export class SchedulesService {
  readonly #realtime: Realtime;
  readonly #media: MediaService;
  readonly #templates: CloudTemplates;

  constructor({ realtime, media, templates }: { realtime: Realtime; media: MediaService; templates: CloudTemplates }) {
    this.#realtime = realtime;
    this.#media = media;
    this.#templates = templates;
  }

  async page(em: EntityManager, query: z.output<typeof scheduleListQuery>): Promise<ScheduleListResponse> {
    const filters: FilterQuery<Schedule>[] = [];
    if (query.contactId !== undefined) {
      filters.push({ contactId: query.contactId });
    }
    if (query.userId !== undefined) {
      filters.push({ userId: query.userId });
    }
    if (query.sendAtFrom !== undefined) {
      filters.push({ sendAt: { $gte: query.sendAtFrom } });
    }
    if (query.sendAtTo !== undefined) {
      filters.push({ sendAt: { $lt: query.sendAtTo } });
    }
    if (query.searchParam) {
      const search = containing(query.searchParam);
      const contacts = await em.find(Contact, nulMatchesNothing<Contact>({ name: { $ilike: search } }), {
        fields: ['id'],
        limit: SEARCHED_CONTACTS,
      });
      filters.push({ $or: [{ body: { $ilike: search } }, { contactId: { $in: contacts.map((contact) => contact.id) } }] });
    }
    const { rows, count, hasMore } = await findPage(em, Schedule, filters.length === 0 ? {} : { $and: filters }, {
      pageNumber: query.pageNumber,
      orderBy: { sendAt: QueryOrder.ASC, id: QueryOrder.ASC },
    });
    return { schedules: await scheduleRecords(em, rows), count, hasMore };
  }

  async get(em: EntityManager, id: number): Promise<ScheduleRecord> {
    return this.#recordOf(em, await this.#find(em, id));
  }

  async create(em: EntityManager, caller: AuthContext, input: ScheduleInput): Promise<ScheduleRecord> {
    const template = await this.#checkReferences(em, caller.companyId, input);
    const row = em.create(Schedule, {
      companyId: caller.companyId,
      userId: caller.userId,
      body: input.body,
      contactId: input.contactId,
      whatsappId: input.whatsappId ?? null,
      sendAt: input.sendAt,
      status: 'PENDENTE',
      recurrence: input.recurrence,
      recurUntil: input.recurUntil ?? null,
      template,
    });
    await em.flush();
    return this.#announce(em, 'create', row);
  }

  async update(em: EntityManager, id: number, input: ScheduleInput): Promise<ScheduleRecord> {
    const companyId = (await this.#find(em, id)).companyId;
    const template = await this.#checkReferences(em, companyId, input);
    const row = await this.#changeable(em, id, (tx, locked) => {
      tx.assign(locked, {
        body: input.body,
        contactId: input.contactId,
        whatsappId: input.whatsappId ?? null,
        sendAt: input.sendAt,
        recurrence: input.recurrence,
        recurUntil: input.recurUntil ?? null,
        template,
      });
    });
    return this.#announce(em, 'update', row);
  }

  /** A schedule is deleted in any status; one being sent right now still goes out (its message stays in the ticket). */
  async remove(em: EntityManager, id: number): Promise<void> {
    const row = await this.#find(em, id);
    const { companyId } = row;
    await em.remove(row).flush();
    await announceRecord(this.#realtime, companyId, 'schedule', { action: 'delete', id });
  }

  /** Stores the image under a server-made name and makes it the schedule's, replacing any earlier one. */
  async attach(em: EntityManager, id: number, file: UploadedFile): Promise<ScheduleRecord> {
    if (!isScheduleImage(file)) {
      throw new AppError('ERR_VALIDATION', {
        message: 'A schedule takes a .png, .jpg or .jpeg image',
        fields: [{ path: 'body.file', message: 'Only .png, .jpg or .jpeg' }],
      });
    }
    await this.#find(em, id);
    const stored = await this.#media.save(em, file.buffer, file.originalname, mimetypeOf(file));
    const row = await this.#changeable(em, id, (tx, locked) => {
      tx.assign(locked, { mediaId: stored.id, mediaName: stored.filename });
    });
    return this.#announce(em, 'update', row);
  }

  async detach(em: EntityManager, id: number): Promise<ScheduleRecord> {
    const row = await this.#changeable(em, id, (tx, locked) => {
      tx.assign(locked, { mediaId: null, mediaName: null });
    });
    return this.#announce(em, 'update', row);
  }

  /**
   * Changes a waiting or failed schedule under its row lock (the sender's claim skips locked rows, so
   * an edit and a send never interleave) and makes it wait again for its send time as a new send.
   */
  async #changeable(em: EntityManager, id: number, change: (tx: EntityManager, row: Schedule) => void): Promise<Schedule> {
    return em.transactional(async (tx) => {
      const row = await tx.findOne(Schedule, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!row) {
        throw notFound();
      }
      if (row.status !== 'PENDENTE' && row.status !== 'ERRO') {
        throw notEditable();
      }
      change(tx, row);
      tx.assign(row, { status: 'PENDENTE', error: null, attempts: 0, nextAttemptAt: null, claimedAt: null, revision: row.revision + 1 });
      return row;
    });
  }

  /** Checks the contact and connection, and answers the template the connection needs (Cloud API) or null. */
  async #checkReferences(em: EntityManager, companyId: number, input: ScheduleInput): Promise<ChosenTemplate | null> {
    if ((await em.count(Contact, { id: input.contactId })) === 0) {
      throw new AppError('ERR_NO_CONTACT_FOUND', {
        message: 'No contact found with this ID',
        fields: [{ path: 'body.contactId', message: 'No such contact' }],
      });
    }
    if (input.whatsappId && (await em.count(Whatsapp, { id: input.whatsappId })) === 0) {
      throw new AppError('ERR_NO_WAPP_FOUND', {
        message: 'No connection found with this ID',
        fields: [{ path: 'body.whatsappId', message: 'No such connection' }],
      });
    }
    return chosenTemplate(em, this.#templates, companyId, input.whatsappId ?? null, input.template);
  }

  async #find(em: EntityManager, id: number): Promise<Schedule> {
    const row = await em.findOne(Schedule, { id });
    if (!row) {
      throw notFound();
    }
    return row;
  }

  async #recordOf(em: EntityManager, row: Schedule): Promise<ScheduleRecord> {
    const [record] = await scheduleRecords(em, [row]);
    return record ?? toScheduleRecord(row, undefined);
  }

  async #announce(em: EntityManager, action: 'create' | 'update', row: Schedule): Promise<ScheduleRecord> {
    const record = await this.#recordOf(em, row);
    await announceRecord(this.#realtime, row.companyId, 'schedule', { action, record });
    return record;
  }
}
