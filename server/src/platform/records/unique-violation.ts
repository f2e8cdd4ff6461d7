import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { AppError } from '../http/app-error.ts';

/**
 * Two writes racing past a service's checks are decided by a unique index: the loser hears the
 * resource's error code (409) instead of a 500. `byConstraint` maps a part of the violated
 * constraint's name (`name`, `color`) to the error; a function answers every unique violation.
 */
export function uniqueViolationAs(byConstraint: (() => AppError) | Record<string, () => AppError>): (error: unknown) => never {
  return (error) => {
    if (!(error instanceof UniqueConstraintViolationException)) {
      throw error;
    }
    if (typeof byConstraint === 'function') {
      throw byConstraint();
    }
    const constraint = (error as { constraint?: string }).constraint ?? error.message;
    const match = Object.entries(byConstraint).find(([part]) => constraint.includes(part));
    throw match ? match[1]() : error;
  };
}
