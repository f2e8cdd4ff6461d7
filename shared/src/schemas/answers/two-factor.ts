import { z } from 'zod';
import type { TwoFactorChallengeResponse, TwoFactorRecoveryCodesResponse, TwoFactorSetupResponse, TwoFactorStatus } from '../two-factor.ts';

export const twoFactorChallengeResponseSchema = z
  .object({
    twoFactor: z.union([z.literal('verify'), z.literal('enrol')]),
    challenge: z.string(),
  })
  .meta({ id: 'TwoFactorChallengeResponse' }) satisfies z.ZodType<TwoFactorChallengeResponse>;

export const twoFactorStatusSchema = z
  .object({
    enabled: z.boolean(),
    required: z.boolean(),
    recoveryCodesLeft: z.number(),
  })
  .meta({ id: 'TwoFactorStatus' }) satisfies z.ZodType<TwoFactorStatus>;

export const twoFactorSetupResponseSchema = z
  .object({
    secret: z.string(),
    otpauthUrl: z.string(),
  })
  .meta({ id: 'TwoFactorSetupResponse' }) satisfies z.ZodType<TwoFactorSetupResponse>;

export const twoFactorRecoveryCodesResponseSchema = z
  .object({
    recoveryCodes: z.array(z.string()),
  })
  .meta({ id: 'TwoFactorRecoveryCodesResponse' }) satisfies z.ZodType<TwoFactorRecoveryCodesResponse>;
