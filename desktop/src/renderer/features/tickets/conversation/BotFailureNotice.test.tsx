import '../../../test/dom.ts';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n/index.ts';
import { ticketRecord } from '../../../test/records.ts';
import { BotFailureNotice } from './BotFailureNotice.tsx';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

const failure = {
  bot: { kind: 'prompt' as const, id: 4, name: 'Assistente' },
  reason: 'httpError' as const,
  detail: 'HTTP 503',
  at: '2026-11-27T09:00:00.000Z',
};

function renderNotice(overrides: Parameters<typeof ticketRecord>[0]) {
  render(
    <FluentProvider theme={webLightTheme}>
      <BotFailureNotice ticket={ticketRecord(overrides)} />
    </FluentProvider>,
  );
}

describe('BotFailureNotice', () => {
  it('says which bot failed and why while the ticket waits', () => {
    renderNotice({ status: 'pending', botFailure: failure });
    const text = screen.getByTestId('conversation-bot-failure').textContent ?? '';
    expect(text).toContain('The bot AI prompt “Assistente” failed at');
    expect(text).toContain('it answered with an error (HTTP 503). The ticket waits for an attendant.');
  });

  it('says nothing without a failure or once the ticket is closed', () => {
    renderNotice({ status: 'pending', botFailure: null });
    expect(screen.queryByTestId('conversation-bot-failure')).toBeNull();
    cleanup();
    renderNotice({ status: 'closed', botFailure: failure });
    expect(screen.queryByTestId('conversation-bot-failure')).toBeNull();
  });
});
