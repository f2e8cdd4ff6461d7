import { expect } from 'vitest';
import type { HttpClient } from './http-client.ts';
import type { TestServer } from './harness.ts';
import { forkForCompany } from '../src/platform/tenancy/tenant-filter.ts';
import { Contact } from '../src/modules/contacts/contact.entity.ts';
import { Message } from '../src/modules/messages/message.entity.ts';
import { Ticket } from '../src/modules/tickets/ticket.entity.ts';

let counter = 0;

/**
 * A contact talking to a sandbox connection of the admin's company, for the engine's scenario tests:
 * the contact writes through the sandbox API, the test reads the rows and the phone's outbox.
 */
export class SandboxConversation {
  readonly server: TestServer;
  readonly http: HttpClient;
  readonly companyId: number;

  constructor(server: TestServer, http: HttpClient, companyId: number) {
    this.server = server;
    this.http = http;
    this.companyId = companyId;
  }

  get em() {
    return forkForCompany(this.server.db.em, this.companyId);
  }

  /** A new sandbox connection, scanned (CONNECTED). */
  async connection(fields: Record<string, unknown> = {}): Promise<number> {
    counter += 1;
    const created = await this.http.request<{ id: number }>('POST', '/whatsapp', {
      name: `Sandbox ${counter}-${Date.now() % 100_000}`,
      provider: 'sandbox',
      ...fields,
    });
    expect(created.status, JSON.stringify(created.body)).toBeLessThan(300);
    expect((await this.http.request('POST', `/sandbox/${created.body.id}/scan`)).status).toBe(200);
    return created.body.id;
  }

  /** The contact writes; resolves once the message was stored and answered. */
  async say(connectionId: number, from: string, body: string, name = 'Ana Souza'): Promise<string> {
    const sent = await this.http.request<{ id: string }>('POST', `/sandbox/${connectionId}/inbound`, { from, name, body });
    expect(sent.status, JSON.stringify(sent.body)).toBe(202);
    await this.server.sessions.settled(connectionId);
    return sent.body.id;
  }

  /** What the contact received, in order. */
  async received(connectionId: number, to: string): Promise<string[]> {
    const outbox = await this.http.request<{ to: string; body: string }[]>('GET', `/sandbox/${connectionId}/outbox`);
    return outbox.body.filter((entry) => entry.to === to).map((entry) => entry.body);
  }

  async ticketOf(connectionId: number, number: string): Promise<Ticket> {
    const em = this.em;
    const contact = await em.findOneOrFail(Contact, { number });
    return em.findOneOrFail(Ticket, { whatsappId: connectionId, contactId: contact.id }, { orderBy: { id: 'desc' } });
  }

  async messagesOf(ticketId: number): Promise<Message[]> {
    return this.em.find(Message, { ticketId }, { orderBy: { id: 'asc' } });
  }

  /** An attendant takes the ticket (the accept of the ticket screen, which lands with the inbox). */
  async accept(ticketId: number, userId: number): Promise<void> {
    const em = this.em;
    const ticket = await em.findOneOrFail(Ticket, { id: ticketId });
    Object.assign(ticket, { status: 'open', userId, chatbot: false });
    await em.flush();
  }

  /** The attendant writes to the contact. */
  async reply(ticketId: number, userId: number, body: string): Promise<Message> {
    const message = await this.server.outbound.send({ companyId: this.companyId, ticketId, userId, content: { kind: 'text', body } });
    expect(message.sendStatus).toBe('sent');
    return message;
  }
}
