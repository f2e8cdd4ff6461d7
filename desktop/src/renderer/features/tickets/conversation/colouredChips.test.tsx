import '../../../test/dom.ts';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n/index.ts';
import { ticketRecord } from '../../../test/records.ts';
import { TicketHeader } from './TicketHeader.tsx';
import { TicketTagPicker } from './TicketTagPicker.tsx';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

const inTheme = (node: ReactNode) => render(<FluentProvider theme={webLightTheme}>{node}</FluentProvider>);

describe('chips in a company colour', () => {
  it('writes a tag in the default pale colour in black and one in a dark colour in white', () => {
    const tags = [
      { id: 1, name: 'Pale', color: '#A4CCCC', kanban: false },
      { id: 2, name: 'Navy', color: '#1A237E', kanban: false },
    ];
    inTheme(<TicketTagPicker tags={tags} selectedIds={[1, 2]} onChange={() => undefined} onCreate={() => undefined} />);
    expect(screen.getByText('Pale').closest<HTMLElement>('[style]')?.style.color).toBe('rgb(0, 0, 0)');
    expect(screen.getByText('Navy').closest<HTMLElement>('[style]')?.style.color).toBe('rgb(255, 255, 255)');
  });

  it('writes the queue badge of the conversation header by contrast with the queue colour', () => {
    const ticket = ticketRecord({ queueId: 3, queue: { id: 3, name: 'Yellow queue', color: '#FFEB3B' } });
    inTheme(<TicketHeader ticket={ticket} onContactClick={() => undefined} actions={null} />);
    const badge = screen.getByTestId('conversation-queue');
    expect([badge.style.backgroundColor, badge.style.color]).toEqual(['rgb(255, 235, 59)', 'rgb(0, 0, 0)']);
  });
});
