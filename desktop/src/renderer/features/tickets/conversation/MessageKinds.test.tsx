import '../../../test/dom.ts';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n/index.ts';
import { messageRecord } from '../../../test/records.ts';
import { MessageBubble } from './MessageBubble.tsx';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

function renderBubble(overrides: Parameters<typeof messageRecord>[0]) {
  render(
    <FluentProvider theme={webLightTheme}>
      <MessageBubble message={messageRecord({ fromMe: false, ...overrides })} readOnly />
    </FluentProvider>,
  );
}

describe('the bubbles of WhatsApp Cloud API kinds', () => {
  it('shows an order with its items, total and note', () => {
    renderBubble({
      mediaType: 'order',
      body: '2 × PIZZA, 1 × SODA',
      details: {
        kind: 'order',
        catalogId: '3541',
        note: 'Sem cebola',
        items: [
          { productId: 'PIZZA', quantity: 2, price: 45, currency: 'BRL' },
          { productId: 'SODA', quantity: 1, price: 9.5, currency: 'BRL' },
        ],
      },
    });
    const order = screen.getByRole('group', { name: 'Order' });
    expect(
      within(order)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 × PIZZA · 45 BRL', '1 × SODA · 9.5 BRL']);
    expect(order.textContent).toContain('Catalogue 3541');
    expect(order.textContent).toContain('Total: 99.50 BRL');
    expect(order.textContent).toContain('Sem cebola');
    // The summary in the body is not shown again under the order.
    expect(screen.queryByText('2 × PIZZA, 1 × SODA')).toBeNull();
  });

  it('says what could not be shown, with WhatsApp’s reason when it gave one', () => {
    renderBubble({
      mediaType: 'unsupported',
      body: 'Message type unknown',
      details: { kind: 'unsupported', type: 'poll', title: 'Message type unknown', details: 'Message type is currently not supported.' },
    });
    expect(screen.getByTestId('message-unsupported').textContent).toContain(
      'This message could not be shown: Message type unknownMessage type is currently not supported.',
    );
    cleanup();
    renderBubble({
      mediaType: 'unsupported',
      body: 'request_welcome',
      details: { kind: 'unsupported', type: 'request_welcome', title: null, details: null },
    });
    expect(screen.getByTestId('message-unsupported').textContent).toContain('This message cannot be shown here (request_welcome)');
  });

  it('shows a number change as a line, not a bubble', () => {
    renderBubble({ mediaType: 'system', body: 'x', details: { kind: 'numberChanged', from: '5511900001', to: '5511900002' } });
    expect(screen.getByRole('note').textContent).toContain('The contact changed number from 5511900001 to 5511900002');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows one card per shared person, each with its numbers', () => {
    renderBubble({
      mediaType: 'vcard',
      body: [
        'BEGIN:VCARD\nVERSION:3.0\nFN:Ana\nTEL;type=CELL;waid=5511911111111:+55 11 91111-1111\nEND:VCARD',
        'BEGIN:VCARD\nVERSION:3.0\nFN:Bruno\nTEL;type=HOME:+55 11 3333-3333\nTEL;type=WORK;waid=5511922222222:+55 11 92222-2222\nEND:VCARD',
      ].join('\n'),
    });
    const cards = screen.getAllByRole('group', { name: 'Contact card' });
    expect(cards.map((card) => card.textContent)).toEqual(['Ana5511911111111', 'Bruno+55 11 3333-33335511922222222']);
  });

  it('shows the ad a message came from, a removed reaction, and the text before an edit', () => {
    renderBubble({
      body: 'Quero saber mais',
      isEdited: true,
      previousBodies: ['Quero saber'],
      referral: {
        headline: 'Promoção',
        body: 'Fale conosco',
        sourceType: 'ad',
        sourceUrl: 'https://fb.me/ad',
        sourceId: '1',
        clickId: 'c',
      },
    });
    const banner = screen.getByTestId('message-referral');
    expect(banner.textContent).toContain('Came from an adPromoçãoFale conoscoSource: ad');
    expect(within(banner).getByRole('link', { name: 'Open the ad' }).getAttribute('href')).toBe('https://fb.me/ad');
    expect(screen.getByTestId('message-edited').getAttribute('title')).toBe('Before the edit: Quero saber');
    cleanup();
    renderBubble({ mediaType: 'reaction', body: '❤️', isDeleted: true });
    expect(screen.getByTestId('message-reaction-removed').textContent).toContain('Reaction removed');
    expect(screen.queryByTestId('message-deleted')).toBeNull();
  });
});
