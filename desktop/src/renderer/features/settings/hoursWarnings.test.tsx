import '../../test/dom.ts';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/index.ts';
import { useSessionStore } from '../../state/session.ts';
import { sessionUser } from '../../test/fixtures.ts';
import { queueRecord, ticketRecord } from '../../test/records.ts';
import { ConnectionModal } from '../connections/ConnectionModal.tsx';
import { emptyConnectionForm } from '../connections/connectionForm.ts';
import { QueueModal } from '../queues/QueueModal.tsx';
import { emptyQueueForm } from '../queues/queueForm.ts';
import { TicketHeader } from '../tickets/conversation/TicketHeader.tsx';
import { TicketListItem } from '../tickets/manager/TicketListItem.tsx';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

const noop = () => undefined;
const show = (node: ReactNode) => render(<FluentProvider theme={webLightTheme}>{node}</FluentProvider>);

function queueModal(outOfHoursMessage: string, showSchedules: boolean) {
  show(
    <QueueModal
      editing={false}
      form={{ ...emptyQueueForm(), name: 'Sales', outOfHoursMessage }}
      errors={{}}
      showSchedules={showSchedules}
      saving={false}
      options={null}
      onChange={noop}
      onSave={noop}
      onClose={noop}
    />,
  );
}

function connectionModal(scheduleType: string, outOfHoursMessage: string, queueIds: number[]) {
  useSessionStore
    .getState()
    .signedIn(sessionUser({ profile: 'admin', company: { settings: [{ key: 'scheduleType', value: scheduleType }] } }));
  show(
    <ConnectionModal
      editing={false}
      form={{ ...emptyConnectionForm(), name: 'Main', outOfHoursMessage, queueIds }}
      errors={{}}
      providers={['beta']}
      queues={[queueRecord({ id: 1, name: 'Sales' }), queueRecord({ id: 2, name: 'Support', outOfHoursMessage: 'Back at 8.' })]}
      saving={false}
      onChange={noop}
      onSave={noop}
      onClose={noop}
    />,
  );
}

describe('opening hours that leave a contact unanswered', () => {
  it('the queue dialog warns when the queue has hours but no out-of-hours message', async () => {
    queueModal('', true);
    expect((await screen.findByTestId('queue-hours-warning')).textContent).toContain('no out-of-hours message');
    cleanup();
    queueModal('We open at 8.', true);
    await screen.findByTestId('queue-out-of-hours');
    expect(screen.queryByTestId('queue-hours-warning')).toBeNull();
    cleanup();
    // Queue hours do not apply when the company's hours (or none) do.
    queueModal('', false);
    await screen.findByTestId('queue-out-of-hours');
    expect(screen.queryByTestId('queue-hours-warning')).toBeNull();
  });

  it("the connection dialog warns about its own message under the company's hours, and names its silent queues under queue hours", async () => {
    connectionModal('company', '', []);
    expect((await screen.findByTestId('connection-hours-warning')).textContent).toContain('this connection has no out-of-hours message');
    cleanup();
    connectionModal('company', 'Closed now.', []);
    await screen.findByTestId('connection-outOfHoursMessage');
    expect(screen.queryByTestId('connection-hours-warning')).toBeNull();
    cleanup();
    connectionModal('queue', '', [1, 2]);
    const warning = await screen.findByTestId('connection-hours-warning');
    expect(warning.textContent).toContain('Sales');
    expect(warning.textContent).not.toContain('Support');
    cleanup();
    connectionModal('disabled', '', [1]);
    await screen.findByTestId('connection-outOfHoursMessage');
    expect(screen.queryByTestId('connection-hours-warning')).toBeNull();
  });

  it('a pending ticket without a queue says, in its conversation and in the list, that it arrived out of hours and nothing was sent', async () => {
    const held = ticketRecord({
      status: 'pending',
      userId: null,
      user: null,
      queueId: null,
      queue: null,
      held: { reason: 'queueHoursSilent', queue: { id: 1, name: 'Sales' } },
    });
    show(<TicketHeader ticket={held} onContactClick={noop} actions={null} />);
    expect((await screen.findByTestId('conversation-held')).textContent).toBe(
      'Arrived outside the hours of queue Sales; no out-of-hours message is set, so nothing was sent.',
    );
    cleanup();
    show(
      <TicketListItem
        ticket={held}
        position={{ index: 0, size: 1 }}
        selected={false}
        windowWidth={1280}
        busy={false}
        onOpen={noop}
        onAction={noop}
      />,
    );
    expect((await screen.findByTestId('ticket-held')).getAttribute('title')).toContain('no out-of-hours message is set');
    cleanup();
    show(<TicketHeader ticket={{ ...held, status: 'open', userId: 7 }} onContactClick={noop} actions={null} />);
    await screen.findByTestId('conversation-contact-name');
    expect(screen.queryByTestId('conversation-held')).toBeNull();
  });
});
