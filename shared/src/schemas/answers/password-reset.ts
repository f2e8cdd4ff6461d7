import { z } from 'zod';
import type { PasswordResetResponse } from '../password-reset.ts';

export const passwordResetResponseSchema = z
  .object({
    status: z.union([z.literal('sent'), z.literal('updated')]),
  })
  .meta({ id: 'PasswordResetResponse' }) satisfies z.ZodType<PasswordResetResponse>;
