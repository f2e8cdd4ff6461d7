import { importPKCS8, SignJWT } from 'jose';
import { createHash } from 'node:crypto';

/** What Dialogflow answered to one text. */
export type DialogflowReply = {
  /** The texts to send to the contact, in order (fulfilment messages, else the fulfilment text). */
  texts: string[];
  intent: string;
  /** The intent ends the conversation (end of interaction): the ticket goes to people. */
  endConversation: boolean;
};

export type DialogflowQuery = {
  /** The service-account JSON key as Google issues it. */
  jsonContent: string;
  projectName: string;
  language: string;
  sessionId: string;
  text: string;
};

type ServiceAccount = { client_email: string; private_key: string; private_key_id?: string };

type Options = { apiUrl: string; tokenUrl: string; timeoutMs: number };

const SCOPE = 'https://www.googleapis.com/auth/dialogflow';

/** Why a Dialogflow exchange failed, as the integration dialog's test explains it. */
export type DialogflowFailure = 'invalidJson' | 'missingFields' | 'invalidKey' | 'rejected' | 'unreachable';

/** A failure the admin can act on (bad key, unknown project, Google unreachable): its reason and message are shown. */
export class DialogflowError extends Error {
  readonly reason: DialogflowFailure;

  constructor(reason: DialogflowFailure, message: string) {
    super(message);
    this.reason = reason;
  }
}

function serviceAccountOf(jsonContent: string): ServiceAccount {
  let parsed: unknown;
  try {
    parsed = JSON.parse(jsonContent);
  } catch {
    throw new DialogflowError('invalidJson', 'The credentials are not valid JSON');
  }
  const account = parsed as Partial<ServiceAccount> | null;
  if (!account || typeof account.client_email !== 'string' || typeof account.private_key !== 'string') {
    throw new DialogflowError('missingFields', 'The credentials lack client_email or private_key (use a service-account JSON key)');
  }
  return account as ServiceAccount;
}

/** A token belongs to one key: a replaced key must sign in again. */
function cacheKeyOf(account: ServiceAccount): string {
  return createHash('sha256').update(account.client_email).update('\0').update(account.private_key).digest('hex');
}

async function googleError(response: Response, what: string): Promise<DialogflowError> {
  const text = await response.text().catch(() => '');
  let detail = text.slice(0, 300);
  try {
    const json = JSON.parse(text) as { error?: string | { message?: string }; error_description?: string };
    detail = json.error_description ?? (typeof json.error === 'string' ? json.error : (json.error?.message ?? detail));
  } catch {
    // not JSON: the raw start of the body says enough
  }
  return new DialogflowError('rejected', `${what} answered ${response.status}${detail ? `: ${detail}` : ''}`);
}

/**
 * Dialogflow ES over its REST API (v2): an OAuth access token through the JWT-bearer grant signed
 * with the service account's key (RS256), then `projects/{project}/agent/sessions/{session}:detectIntent`.
 * Tokens are cached per service account until shortly before they expire.
 */
export class DialogflowClient {
  readonly #options: Options;
  readonly #tokens = new Map<string, { token: string; until: number }>();

  constructor(options: Options) {
    this.#options = options;
  }

  async detectIntent(query: DialogflowQuery): Promise<DialogflowReply> {
    const account = serviceAccountOf(query.jsonContent);
    const token = await this.#tokenFor(account);
    const session = `projects/${encodeURIComponent(query.projectName)}/agent/sessions/${encodeURIComponent(query.sessionId)}`;
    const response = await this.#fetch(`${this.#options.apiUrl.replace(/\/$/, '')}/v2/${session}:detectIntent`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ queryInput: { text: { text: query.text.slice(0, 256), languageCode: query.language } } }),
    });
    if (response.status === 401) {
      this.#tokens.delete(cacheKeyOf(account));
    }
    if (!response.ok) {
      throw await googleError(response, 'Dialogflow');
    }
    const answer = (await response.json()) as {
      queryResult?: {
        fulfillmentText?: string;
        fulfillmentMessages?: { text?: { text?: string[] } }[];
        intent?: { displayName?: string; endInteraction?: boolean };
        diagnosticInfo?: { end_conversation?: boolean };
      };
    };
    const result = answer.queryResult ?? {};
    const fromMessages = (result.fulfillmentMessages ?? []).flatMap((message) => message.text?.text ?? []).filter((text) => text.trim());
    const texts = fromMessages.length > 0 ? fromMessages : result.fulfillmentText?.trim() ? [result.fulfillmentText] : [];
    return {
      texts,
      intent: result.intent?.displayName ?? '',
      endConversation: result.intent?.endInteraction === true || result.diagnosticInfo?.end_conversation === true,
    };
  }

  async #tokenFor(account: ServiceAccount): Promise<string> {
    const cached = this.#tokens.get(cacheKeyOf(account));
    if (cached && cached.until > Date.now()) {
      return cached.token;
    }
    let key: Awaited<ReturnType<typeof importPKCS8>>;
    try {
      key = await importPKCS8(account.private_key, 'RS256');
    } catch {
      throw new DialogflowError('invalidKey', 'The private_key of the credentials is not a valid PKCS#8 RSA key');
    }
    const now = Math.floor(Date.now() / 1000);
    const assertion = await new SignJWT({ scope: SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', ...(account.private_key_id ? { kid: account.private_key_id } : {}) })
      .setIssuer(account.client_email)
      .setAudience(this.#options.tokenUrl)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(key);
    const response = await this.#fetch(this.#options.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }).toString(),
    });
    if (!response.ok) {
      throw await googleError(response, 'Google sign-in');
    }
    const granted = (await response.json()) as { access_token?: string; expires_in?: number };
    if (!granted.access_token) {
      throw new DialogflowError('rejected', 'Google sign-in answered without an access token');
    }
    const lifetimeS = Math.max(60, granted.expires_in ?? 3600);
    this.#tokens.set(cacheKeyOf(account), { token: granted.access_token, until: Date.now() + (lifetimeS - 60) * 1000 });
    return granted.access_token;
  }

  async #fetch(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(this.#options.timeoutMs) });
    } catch (error) {
      throw new DialogflowError(
        'unreachable',
        `Could not reach ${new URL(url).host}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
