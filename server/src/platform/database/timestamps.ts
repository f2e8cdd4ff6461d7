import { p } from '@mikro-orm/core';

/** createdAt / updatedAt kept by the ORM on insert and update. */
export function timestamps() {
  return {
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .defaultRaw('now()'),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date())
      .defaultRaw('now()'),
  };
}
