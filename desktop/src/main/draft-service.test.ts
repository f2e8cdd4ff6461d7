import { writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { DRAFT_LIMIT } from '../common/drafts.ts';
import { createDraftService } from './draft-service.ts';
import { jsonFileStore, removeStoreFiles, storeFile } from './test-support/json-file-store.ts';

afterEach(removeStoreFiles);

const TICKET = 'balcao.example.com/u7/ticket/42';

describe('draft service', () => {
  it('keeps what was typed in a ticket across restarts of the app', () => {
    const file = storeFile('drafts');
    createDraftService(jsonFileStore(file)).set(TICKET, 'Bom dia! Seu pedido');

    expect(createDraftService(jsonFileStore(file)).get(TICKET)).toBe('Bom dia! Seu pedido');
  });

  it('keeps each conversation its own draft, and forgets one when it is emptied (sent)', () => {
    const drafts = createDraftService(jsonFileStore(storeFile('drafts')));
    drafts.set(TICKET, 'Bom dia!');
    drafts.set('balcao.example.com/u7/chat/3', 'Quem cobre o sábado?');
    drafts.set(TICKET, '');

    expect(drafts.get(TICKET)).toBe('');
    expect(drafts.get('balcao.example.com/u7/chat/3')).toBe('Quem cobre o sábado?');
  });

  it('drops a hand-edited draft alone and keeps the others', () => {
    const file = storeFile('drafts');
    writeFileSync(
      file,
      JSON.stringify({
        drafts: {
          [TICKET]: { text: 'Still here', savedAt: 1 },
          'h/u7/ticket/1': { text: ['no'], savedAt: 2 },
          'bad key!': { text: 'x', savedAt: 3 },
        },
      }),
    );
    const drafts = createDraftService(jsonFileStore(file));

    expect(drafts.get(TICKET)).toBe('Still here');
    expect(drafts.get('h/u7/ticket/1')).toBe('');
  });

  it(`forgets the oldest drafts beyond ${DRAFT_LIMIT}`, () => {
    let clock = 0;
    const drafts = createDraftService(jsonFileStore(storeFile('drafts')), () => (clock += 1));
    for (let ticket = 1; ticket <= DRAFT_LIMIT + 1; ticket += 1) {
      drafts.set(`h/u7/ticket/${ticket}`, `draft ${ticket}`);
    }

    expect(drafts.get('h/u7/ticket/1')).toBe('');
    expect(drafts.get('h/u7/ticket/2')).toBe('draft 2');
    expect(drafts.get(`h/u7/ticket/${DRAFT_LIMIT + 1}`)).toBe(`draft ${DRAFT_LIMIT + 1}`);
  });

  it('refuses keys outside the draft key shape', () => {
    const drafts = createDraftService(jsonFileStore(storeFile('drafts')));
    expect(() => drafts.set('with space', 'x')).toThrow(/draft key/);
    expect(() => drafts.get('')).toThrow(/draft key/);
  });
});
