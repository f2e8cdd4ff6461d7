import { test as base } from '@playwright/test';
import { contractCheckOn, heldToDocument } from './contract.ts';

// Not `request`: a context of its own would bypass the check.
export { _electron, expect } from '@playwright/test';
export type * from '@playwright/test';

/**
 * Playwright's `test`, whose `request` holds every answer of the server under test to its own API
 * document (unless `CONTRACT_CHECK=0`), so a spec and every helper it hands `request` to are checked
 * without asking. Specs import `test` from here (a lint rule says so).
 */
export const test = base.extend({
  request: async ({ request, baseURL }, use) => {
    await use(contractCheckOn && baseURL ? heldToDocument(request, baseURL) : request);
  },
});
