import { Queue } from '../../queues/queue.entity.ts';
import { QueueOption } from '../../queues/queue-option.entity.ts';
import { UserQueue } from '../../queues/user-queue.entity.ts';
import { User } from '../../users/user.entity.ts';
import { date, idIn, parents, text, type Outcome, type Step } from '../step.ts';
import { joinStep } from './join-step.ts';

const id = (row: Record<string, unknown>) => String(row['id']);

/** Queue names and colours are unique per company in Balcão; a second one of either is reported. */
export const queuesStep: Step = {
  table: 'Queues',
  kind: 'queue',
  keys: ['id'],
  idOf: id,
  async write(rows, context) {
    const { em } = context;
    const companies = await parents(context, 'company', rows, 'companyId');
    const companyIds = [...new Set([...companies.values()].map(Number))];
    const existing = await em.find(Queue, { companyId: { $in: companyIds } }, { fields: ['companyId', 'name', 'color'] });
    const used = new Set(
      existing.flatMap((queue) => [`${queue.companyId}:n:${queue.name}`, `${queue.companyId}:c:${queue.color.toLowerCase()}`]),
    );
    const outcomes: Outcome[] = [];
    const made: [string, Queue][] = [];
    for (const row of rows) {
      const companyId = idIn(companies, row['companyId']);
      const name = text(row['name'], 50);
      const color = text(row['color'], 9) || '#7C7C7C';
      if (companyId === undefined) {
        outcomes.push({ id: id(row), skipped: 'its company was not imported' });
      } else if (used.has(`${companyId}:n:${name}`) || used.has(`${companyId}:c:${color.toLowerCase()}`)) {
        outcomes.push({ id: id(row), skipped: 'another queue of its company has the same name or colour' });
      } else {
        used.add(`${companyId}:n:${name}`).add(`${companyId}:c:${color.toLowerCase()}`);
        made.push([
          id(row),
          em.create(Queue, {
            companyId,
            name,
            color,
            orderQueue: typeof row['orderQueue'] === 'number' ? row['orderQueue'] : null,
            greetingMessage: text(row['greetingMessage']),
            outOfHoursMessage: text(row['outOfHoursMessage']),
            schedules: Array.isArray(row['schedules']) ? (row['schedules'] as Queue['schedules']) : [],
            createdAt: date(row['createdAt']),
            updatedAt: date(row['updatedAt']),
          }),
        ]);
      }
    }
    await em.flush();
    return [...outcomes, ...made.map(([from, queue]) => ({ id: from, written: queue.id }))];
  },
};

/** Chatbot options, parents before children (the reference's ids grow with creation). */
export const queueOptionsStep: Step = {
  table: 'QueueOptions',
  kind: 'queue-option',
  keys: ['id'],
  idOf: id,
  async write(rows, context) {
    const { em } = context;
    const queues = await parents(context, 'queue', rows, 'queueId');
    const outcomes: Outcome[] = [];
    for (const row of rows) {
      const queueId = idIn(queues, row['queueId']);
      const parentSource = row['parentId'];
      const parentId =
        parentSource === null || parentSource === undefined
          ? null
          : idIn(await parents(context, 'queue-option', [row], 'parentId'), parentSource);
      if (queueId === undefined || parentId === undefined) {
        outcomes.push({
          id: id(row),
          skipped: queueId === undefined ? 'its queue was not imported' : 'its parent option was not imported',
        });
        continue;
      }
      const queue = await em.findOneOrFail(Queue, { id: queueId }, { fields: ['companyId'] });
      const option = em.create(QueueOption, {
        companyId: queue.companyId,
        queueId,
        parentId,
        title: text(row['title'], 100),
        message: text(row['message']),
        option: text(row['option'], 10),
        createdAt: date(row['createdAt']),
        updatedAt: date(row['updatedAt']),
      });
      await em.flush();
      // Children of this option may be in the same page.
      context.ids.remember('queue-option', [[id(row), String(option.id)]]);
      outcomes.push({ id: id(row), written: option.id });
    }
    return outcomes;
  },
};

export const userQueuesStep: Step = joinStep(
  'UserQueues',
  'user-queue',
  { column: 'userId', kind: 'user' },
  { column: 'queueId', kind: 'queue' },
  async (em, userId, queueId) => {
    const user = await em.findOneOrFail(User, { id: userId }, { fields: ['companyId'] });
    const queue = await em.findOneOrFail(Queue, { id: queueId }, { fields: ['companyId'] });
    return user.companyId === queue.companyId ? em.create(UserQueue, { companyId: user.companyId, userId, queueId }) : undefined;
  },
);
