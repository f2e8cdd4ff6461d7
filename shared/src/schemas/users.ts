import { z } from 'zod';
import type { Profile } from '../constants.ts';
import { idSchema } from './common.ts';

/** GET /users/list: `companyId` is accepted for the reference client and ignored (the caller's company is used). */
export const userListQuery = z.object({ companyId: idSchema.optional() });

/** A colleague as pickers show them (transfer modal, the ticket manager's user filter). */
export type UserOptionRecord = {
  id: number;
  name: string;
  profile: Profile;
  queues: { id: number; name: string; color: string }[];
};
