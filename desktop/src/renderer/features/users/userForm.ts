import { userBody, userUpdateBody, type AllTicket, type Profile, type UserRecord } from '@balcao/shared';
import type { z } from 'zod';
import { checkWith, type Checked } from '../../components/list/index.ts';

export type UserForm = {
  name: string;
  email: string;
  /** Empty on edit: the password stays. */
  password: string;
  profile: Profile;
  allTicket: AllTicket;
  whatsappId: number | null;
  queueIds: number[];
};

/** Spec defaults: profile user, allTicket desabled. */
export function emptyUserForm(): UserForm {
  return { name: '', email: '', password: '', profile: 'user', allTicket: 'desabled', whatsappId: null, queueIds: [] };
}

export function formFromUser(user: UserRecord): UserForm {
  return {
    name: user.name,
    email: user.email,
    password: '',
    profile: user.profile,
    allTicket: user.allTicket,
    whatsappId: user.whatsappId,
    queueIds: user.queues.map(({ id }) => id),
  };
}

/** A new user, checked with the schema POST /users validates with. */
export function validateNewUser(form: UserForm): Checked<z.output<typeof userBody>> {
  return checkWith(userBody, form);
}

/**
 * A change, checked with the schema PUT /users/{id} validates with. Someone who is not an admin
 * sends only what they may change about themselves.
 */
export function validateUserChange(form: UserForm, asAdmin: boolean): Checked<z.output<typeof userUpdateBody>> {
  const { name, email, password } = form;
  return checkWith(userUpdateBody, asAdmin ? form : { name, email, password });
}

/** What anyone may change about themselves in the profile modal (language apart: it has its own call). */
export const ownProfileBody = userUpdateBody.pick({ name: true, email: true, password: true });
