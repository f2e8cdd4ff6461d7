import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import type { TLSSocket } from 'node:tls';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

/** A throwaway CA with a server certificate for 127.0.0.1 and a client certificate (.p12), made with openssl. */
export type TestPki = {
  dir: string;
  caFile: string;
  serverKey: Buffer;
  serverCert: Buffer;
  ca: Buffer;
  clientP12: string;
  clientPassword: string;
};

export function makeTestPki(): TestPki {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'balcao-efi-pki-'));
  const at = (name: string) => path.join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  openssl('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '2', '-subj', '/CN=Test Efi CA');
  writeFileSync(at('server.ext'), 'subjectAltName=IP:127.0.0.1\nextendedKeyUsage=serverAuth\n');
  openssl('req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'server.key', '-out', 'server.csr', '-subj', '/CN=127.0.0.1');
  openssl(
    'x509',
    '-req',
    '-in',
    'server.csr',
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-out',
    'server.pem',
    '-days',
    '2',
    '-extfile',
    'server.ext',
  );
  writeFileSync(at('client.ext'), 'extendedKeyUsage=clientAuth\n');
  openssl('req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'client.key', '-out', 'client.csr', '-subj', '/CN=balcao-platform');
  openssl(
    'x509',
    '-req',
    '-in',
    'client.csr',
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-out',
    'client.pem',
    '-days',
    '2',
    '-extfile',
    'client.ext',
  );
  const clientPassword = 'test-pass';
  openssl('pkcs12', '-export', '-inkey', 'client.key', '-in', 'client.pem', '-out', 'client.p12', '-passout', `pass:${clientPassword}`);
  return {
    dir,
    caFile: at('ca.pem'),
    ca: readFileSync(at('ca.pem')),
    serverKey: readFileSync(at('server.key')),
    serverCert: readFileSync(at('server.pem')),
    clientP12: at('client.p12'),
    clientPassword,
  };
}

type StoredCharge = { txid: string; body: Record<string, unknown>; status: 'ATIVA' | 'CONCLUIDA'; endToEndId: string | null };

/**
 * Stands in for Efí's Pix API on 127.0.0.1: mutual TLS (only clients with a certificate of the test
 * CA get through), OAuth client credentials, immediate charges under the caller's txid, and a
 * payment that fires the webhook the way Efí does (POST {webhookUrl}/pix with `pix[]`).
 */
export class EfiStandIn {
  readonly clientId = 'Client_Id_test';
  readonly clientSecret = 'Client_Secret_test';
  readonly charges = new Map<string, StoredCharge>();
  /** Common names of the client certificates seen by the token endpoint. */
  readonly tokenCallers: string[] = [];
  readonly #tokens = new Set<string>();
  readonly #server: https.Server;
  url = '';

  constructor(pki: TestPki) {
    this.#server = https.createServer(
      { key: pki.serverKey, cert: pki.serverCert, ca: pki.ca, requestCert: true, rejectUnauthorized: true },
      (request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const answer = (status: number, body: unknown) => {
            response.writeHead(status, { 'content-type': 'application/json' });
            response.end(JSON.stringify(body));
          };
          const url = request.url ?? '';
          if (request.method === 'POST' && url === '/oauth/token') {
            const expected = `Basic ${Buffer.from(`${this.clientId}:${this.clientSecret}`).toString('base64')}`;
            if (
              request.headers.authorization !== expected ||
              (JSON.parse(text || '{}') as { grant_type?: string }).grant_type !== 'client_credentials'
            ) {
              answer(401, { error: 'invalid_client' });
              return;
            }
            const peer = (request.socket as TLSSocket).getPeerCertificate();
            this.tokenCallers.push(String(peer.subject?.CN ?? ''));
            const token = randomUUID();
            this.#tokens.add(token);
            answer(200, { access_token: token, token_type: 'Bearer', expires_in: 3600, scope: 'cob.write cob.read' });
            return;
          }
          if (!this.#tokens.has((request.headers.authorization ?? '').replace(/^Bearer /, ''))) {
            answer(401, { nome: 'nao_autorizado' });
            return;
          }
          const cob = /^\/v2\/cob\/([A-Za-z0-9]{26,35})$/.exec(url);
          if (cob && request.method === 'PUT') {
            const txid = cob[1] ?? '';
            const body = JSON.parse(text) as Record<string, unknown>;
            this.charges.set(txid, { txid, body, status: 'ATIVA', endToEndId: null });
            answer(201, {
              ...body,
              txid,
              status: 'ATIVA',
              calendario: { criacao: new Date().toISOString(), expiracao: (body.calendario as { expiracao: number }).expiracao },
              pixCopiaECola: `00020101021226830014BR.GOV.BCB.PIX2561qrcodes.example.test/v2/${txid}5204000053039865802BR5905EFITS6008SAOPAULO62070503***6304ABCD`,
            });
            return;
          }
          if (cob && request.method === 'GET') {
            const charge = this.charges.get(cob[1] ?? '');
            if (!charge) {
              answer(404, { nome: 'cobranca_nao_encontrada' });
              return;
            }
            answer(200, {
              ...charge.body,
              txid: charge.txid,
              status: charge.status,
              ...(charge.endToEndId ? { pix: [{ endToEndId: charge.endToEndId, txid: charge.txid }] } : {}),
            });
            return;
          }
          answer(404, { nome: 'nao_encontrado' });
        });
      },
    );
  }

  /** Listens on 127.0.0.1:`port` (0: any free port). */
  async start(port = 0): Promise<this> {
    await new Promise<void>((resolve) => this.#server.listen(port, '127.0.0.1', resolve));
    this.url = `https://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
    return this;
  }

  /** The payer pays: the charge is CONCLUIDA at the provider; answers its end-to-end id. */
  pay(txid: string): string {
    const charge = this.charges.get(txid);
    if (!charge) {
      throw new Error(`No charge ${txid}`);
    }
    charge.status = 'CONCLUIDA';
    charge.endToEndId = `E${Date.now()}${txid.slice(0, 10)}`.slice(0, 32);
    return charge.endToEndId;
  }

  /** Posts Efí's notification for `txid` to `webhookUrl` + "/pix". */
  async notify(webhookUrl: string, txid: string): Promise<{ status: number; body: unknown }> {
    const [base = '', query = ''] = webhookUrl.split('?');
    const response = await fetch(`${base}/pix${query ? `?${query}` : ''}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        pix: [{ txid, endToEndId: this.charges.get(txid)?.endToEndId ?? 'E000', valor: '10.00', horario: new Date().toISOString() }],
      }),
    });
    return { status: response.status, body: await response.json() };
  }

  async stop(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}

export function removePki(pki: TestPki): void {
  rmSync(pki.dir, { recursive: true, force: true });
}
