import { EXEMPT_DUE_DATE } from '@balcao/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionUser } from '../test/fixtures.ts';
import { getEmptySessionState, useSessionStore } from './session.ts';

describe('session store', () => {
  beforeEach(() => useSessionStore.setState(getEmptySessionState()));

  it('keeps no due date for a company that pays by no invoice, whose session carries the far-future one', () => {
    useSessionStore.getState().signedIn(sessionUser({ company: { dueDate: EXEMPT_DUE_DATE, billingExempt: true } }));
    expect(useSessionStore.getState().user?.company.dueDate).toBeNull();
    const user = useSessionStore.getState().user;
    if (user) {
      useSessionStore.getState().userChanged({ ...user, company: { ...user.company, dueDate: EXEMPT_DUE_DATE } });
    }
    expect(useSessionStore.getState().user?.company.dueDate).toBeNull();
  });

  it('keeps the due date of a paying company', () => {
    useSessionStore.getState().signedIn(sessionUser({ company: { dueDate: '2093-03-14', billingExempt: false } }));
    expect(useSessionStore.getState().user?.company.dueDate).toBe('2093-03-14');
  });
});
