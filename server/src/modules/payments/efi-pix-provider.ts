import { readFile } from 'node:fs/promises';
import https from 'node:https';
import { AppError } from '../../platform/http/app-error.ts';
import type { Charge, ChargeState, PaymentProvider } from './payment-provider.ts';

export type EfiSettings = {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The client certificate (.p12) Efí issued: every call, the token's included, is mutual TLS. */
  certificate: Buffer;
  certificatePassword: string | undefined;
  /** Extra CA to trust for the server (a test's stand-in); undefined: the system's. */
  ca: Buffer | undefined;
  /** The platform's Pix key the charges credit. */
  pixKey: string;
};

export async function loadEfiSettings(config: {
  baseUrl: string;
  clientId: string | undefined;
  clientSecret: string | undefined;
  certificate: string | undefined;
  certificatePassword: string | undefined;
  caFile: string | undefined;
  pixKey: string | undefined;
}): Promise<EfiSettings> {
  const { clientId, clientSecret, certificate, pixKey } = config;
  if (!clientId || !clientSecret || !certificate || !pixKey) {
    throw new Error('PAYMENT_PROVIDER=efi needs EFI_CLIENT_ID, EFI_CLIENT_SECRET, EFI_CERTIFICATE and PIX_KEY');
  }
  return {
    baseUrl: config.baseUrl.replace(/\/$/, ''),
    clientId,
    clientSecret,
    certificate: await readFile(certificate),
    certificatePassword: config.certificatePassword,
    ca: config.caFile ? await readFile(config.caFile) : undefined,
    pixKey,
  };
}

type Reply = { status: number; body: unknown };

const TIMEOUT_MS = 15_000;

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return text;
  }
}

function providerError(message: string): AppError {
  return new AppError('ERR_PAYMENT_PROVIDER', { message });
}

/**
 * Efí (Gerencianet) Pix API: OAuth2 client credentials over mutual TLS, immediate charges (cob)
 * under our own txid, and the charge read back by txid when a notification arrives.
 */
export class EfiPixProvider implements PaymentProvider {
  readonly name = 'efi' as const;
  readonly #settings: EfiSettings;
  readonly #agent: https.Agent;
  #token: { value: string; expires: number } | undefined;

  constructor(settings: EfiSettings) {
    this.#settings = settings;
    this.#agent = new https.Agent({
      keepAlive: true,
      pfx: settings.certificate,
      ...(settings.certificatePassword === undefined ? {} : { passphrase: settings.certificatePassword }),
      ...(settings.ca ? { ca: settings.ca } : {}),
    });
  }

  async createCharge({
    txid,
    amount,
    description,
    expiresInSeconds,
  }: {
    txid: string;
    amount: number;
    description: string;
    expiresInSeconds: number;
  }): Promise<Charge> {
    const reply = await this.#call('PUT', `/v2/cob/${encodeURIComponent(txid)}`, {
      calendario: { expiracao: expiresInSeconds },
      valor: { original: amount.toFixed(2) },
      chave: this.#settings.pixKey,
      solicitacaoPagador: description.slice(0, 140),
    });
    const body = reply.body as { txid?: string; pixCopiaECola?: string; calendario?: { criacao?: string; expiracao?: number } };
    if (reply.status !== 201 && reply.status !== 200) {
      throw providerError(`Efí refused the charge (HTTP ${reply.status})`);
    }
    if (typeof body.pixCopiaECola !== 'string' || body.txid !== txid) {
      throw providerError('Efí answered the charge without its Pix code');
    }
    const created = body.calendario?.criacao ? new Date(body.calendario.criacao) : new Date();
    return {
      txid,
      brCode: body.pixCopiaECola,
      expiresAt: new Date(created.getTime() + (body.calendario?.expiracao ?? expiresInSeconds) * 1000),
    };
  }

  async chargeState(txid: string): Promise<ChargeState | null> {
    const reply = await this.#call('GET', `/v2/cob/${encodeURIComponent(txid)}`);
    if (reply.status === 404) {
      return null;
    }
    if (reply.status !== 200) {
      throw providerError(`Efí did not answer for the charge (HTTP ${reply.status})`);
    }
    const body = reply.body as { txid?: string; status?: string; pix?: { endToEndId?: string }[] };
    const status = body.status === 'CONCLUIDA' || body.status === 'ATIVA' ? body.status : 'REMOVIDA';
    return { txid, status, endToEndId: body.pix?.[0]?.endToEndId ?? null };
  }

  async #accessToken(): Promise<string> {
    if (this.#token && this.#token.expires > Date.now()) {
      return this.#token.value;
    }
    const basic = Buffer.from(`${this.#settings.clientId}:${this.#settings.clientSecret}`).toString('base64');
    const reply = await this.#request('POST', '/oauth/token', { grant_type: 'client_credentials' }, `Basic ${basic}`);
    const body = reply.body as { access_token?: string; expires_in?: number };
    if (reply.status !== 200 || typeof body.access_token !== 'string') {
      throw providerError(`Efí refused the platform's credentials (HTTP ${reply.status})`);
    }
    // Renewed a minute early, so a call never leaves with a token about to expire.
    this.#token = { value: body.access_token, expires: Date.now() + Math.max(0, (body.expires_in ?? 3600) - 60) * 1000 };
    return body.access_token;
  }

  async #call(method: string, path: string, body?: unknown): Promise<Reply> {
    const reply = await this.#request(method, path, body, `Bearer ${await this.#accessToken()}`);
    if (reply.status !== 401) {
      return reply;
    }
    this.#token = undefined;
    return this.#request(method, path, body, `Bearer ${await this.#accessToken()}`);
  }

  #request(method: string, path: string, body: unknown, authorization: string): Promise<Reply> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const request = https.request(
        `${this.#settings.baseUrl}${path}`,
        {
          method,
          agent: this.#agent,
          timeout: TIMEOUT_MS,
          headers: {
            authorization,
            accept: 'application/json',
            ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({ status: response.statusCode ?? 0, body: parseJson(text) });
          });
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error('Efí did not answer in time')));
      request.on('error', (error) => reject(providerError(`Efí could not be reached: ${error.message}`)));
      request.end(payload);
    });
  }
}
