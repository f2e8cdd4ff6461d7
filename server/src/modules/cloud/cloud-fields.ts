import type { FieldError } from '@balcao/shared';
import { AppError } from '../../platform/http/app-error.ts';
import type { Whatsapp } from '../connections/whatsapp.entity.ts';
import { newVerifyToken, type CloudAccounts } from './cloud-accounts.ts';

export type CloudInput = {
  cloudPhoneNumberId?: string | undefined;
  cloudBusinessAccountId?: string | undefined;
  cloudAccessToken?: string | undefined;
  cloudAppSecret?: string | undefined;
  cloudVerifyToken?: string | undefined;
  cloudMessagesPerSecond?: number | undefined;
};

/** Splits the Cloud API fields off a connection's input: the secrets are sealed before they reach the row. */
export function withoutCloudFields<T extends CloudInput>(input: T): { fields: Omit<T, keyof CloudInput>; cloud: CloudInput } {
  const {
    cloudPhoneNumberId,
    cloudBusinessAccountId,
    cloudAccessToken,
    cloudAppSecret,
    cloudVerifyToken,
    cloudMessagesPerSecond,
    ...fields
  } = input;
  return {
    fields,
    cloud: { cloudPhoneNumberId, cloudBusinessAccountId, cloudAccessToken, cloudAppSecret, cloudVerifyToken, cloudMessagesPerSecond },
  };
}

/** Writes the Cloud API fields sent (secrets sealed to this row); an empty or missing verify token gets a generated one. */
export function applyCloudFields(row: Whatsapp, input: CloudInput, accounts: CloudAccounts): void {
  if (input.cloudPhoneNumberId !== undefined) {
    row.cloudPhoneNumberId = input.cloudPhoneNumberId;
  }
  if (input.cloudBusinessAccountId !== undefined) {
    row.cloudBusinessAccountId = input.cloudBusinessAccountId;
  }
  if (input.cloudAccessToken !== undefined) {
    row.cloudAccessToken = accounts.seal(row.id, 'cloudAccessToken', input.cloudAccessToken);
  }
  if (input.cloudAppSecret !== undefined) {
    row.cloudAppSecret = accounts.seal(row.id, 'cloudAppSecret', input.cloudAppSecret);
  }
  if (input.cloudMessagesPerSecond !== undefined) {
    row.cloudMessagesPerSecond = input.cloudMessagesPerSecond;
  }
  if (input.cloudVerifyToken !== undefined || !row.cloudVerifyToken) {
    row.cloudVerifyToken = input.cloudVerifyToken || newVerifyToken();
  }
}

/** A Cloud API connection needs its two ids, its access token and its app secret: 400 with the missing fields otherwise. */
export function assertCloudComplete(row: Whatsapp): void {
  const required = {
    cloudPhoneNumberId: row.cloudPhoneNumberId,
    cloudBusinessAccountId: row.cloudBusinessAccountId,
    cloudAccessToken: row.cloudAccessToken,
    cloudAppSecret: row.cloudAppSecret,
  };
  const fields: FieldError[] = Object.entries(required)
    .filter(([, value]) => !value)
    .map(([name]) => ({ path: `body.${name}`, message: 'Required for a Cloud API connection' }));
  if (fields.length > 0) {
    throw new AppError('ERR_VALIDATION', { message: 'Some fields are invalid', fields });
  }
}
