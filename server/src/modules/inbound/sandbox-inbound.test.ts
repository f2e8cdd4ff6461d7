import type { Envelope } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { connectSocket, nextEvent, type TestSocket } from '../../../test/socket-client.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import { Message } from '../messages/message.entity.ts';
import { Ticket } from '../tickets/ticket.entity.ts';

let server: TestServer;
let http: HttpClient;
let companyId: number;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  http = new HttpClient(server.url);
  const session = await http.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  companyId = session.user.companyId;
  token = session.token;
});
afterAll(async () => {
  await server.stop();
});

async function scannedSandbox(name: string): Promise<number> {
  const created = await http.request<{ id: number }>('POST', '/whatsapp', { name, provider: 'sandbox' });
  expect(created.status).toBe(200);
  expect((await http.request('POST', `/sandbox/${created.body.id}/scan`)).status).toBe(200);
  return created.body.id;
}

/** The admin's socket, in the company's notification room. */
async function notifiedSocket(): Promise<TestSocket> {
  const socket = await connectSocket(server.url, token);
  socket.emit('joinNotification');
  await new Promise((resolve) => setTimeout(resolve, 100));
  return socket;
}

describe('a message on the sandbox phone', () => {
  it('becomes a pending ticket with its message, announced live, and a redelivery is stored once', async () => {
    const connectionId = await scannedSandbox('Sandbox');
    const socket = await notifiedSocket();
    try {
      const announced = nextEvent<Envelope<'appMessage'>>(socket, `company-${companyId}-appMessage`);
      const inbound = { from: '5511988887777', name: 'João', body: 'Olá, preciso de ajuda', id: 'WAMID-1' };
      expect((await http.request('POST', `/sandbox/${connectionId}/inbound`, inbound)).status).toBe(202);
      const event = await announced;
      expect(event.message).toMatchObject({ body: 'Olá, preciso de ajuda', fromMe: false });

      expect((await http.request('POST', `/sandbox/${connectionId}/inbound`, inbound)).status).toBe(202);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const em = forkForCompany(server.db.em, companyId);
      expect(await em.count(Message, { whatsappId: connectionId, waId: 'WAMID-1' })).toBe(1);
      const ticket = await em.findOneOrFail(Ticket, { whatsappId: connectionId });
      expect(ticket).toMatchObject({ status: 'pending', unreadMessages: 1, lastMessage: 'Olá, preciso de ajuda' });
    } finally {
      socket.close();
    }
  });

  it('announces who wrote and, for a file, the name it is stored under, whichever path stored the message', async () => {
    const connectionId = await scannedSandbox('Sandbox files');
    const socket = await notifiedSocket();
    try {
      const media = { filename: '../boleto março.pdf', mimetype: 'application/pdf', base64: Buffer.from('%PDF-1.4').toString('base64') };
      const first = nextEvent<Envelope<'appMessage'>>(socket, `company-${companyId}-appMessage`);
      const from = '5511988886666';
      expect((await http.request('POST', `/sandbox/${connectionId}/inbound`, { from, name: 'Marta', media })).status).toBe(202);
      const document = (await first).message;
      expect([document.contact?.name, document.mediaName, document.mediaType]).toEqual(['Marta', 'boleto março.pdf', 'application']);

      // A text in the conversation now under way goes through the batched store.
      const second = nextEvent<Envelope<'appMessage'>>(socket, `company-${companyId}-appMessage`);
      expect((await http.request('POST', `/sandbox/${connectionId}/inbound`, { from, name: 'Marta', body: 'Segue o boleto' })).status).toBe(
        202,
      );
      const text = (await second).message;
      expect([text.body, text.contact?.id, text.contact?.name]).toEqual(['Segue o boleto', document.contact?.id, 'Marta']);
    } finally {
      socket.close();
    }
  });
});
