import '../../test/dom.ts';
import { Button, FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/index.ts';
import { AppToaster } from '../toast.tsx';
import { createRecordListStore, RecordDialog, RecordScreen, textMatches, useRecordDialog, type PageFetcher } from './index.ts';

type Plan = { id: number; name: string };

const usePlansStore = createRecordListStore<Plan>({
  order: (a, b) => a.name.localeCompare(b.name),
  keeps: (plan, search) => textMatches(search, plan.name),
});

/** The server's side: the stored plans, and what was renewed. */
let stored: Plan[];
let renewed: string[];

const fetchPlans: PageFetcher<Plan> = (search) =>
  Promise.resolve({ records: stored.filter((plan) => textMatches(search, plan.name)), hasMore: false });

function PlanDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const dialog = useRecordDialog({
    id,
    initial: () => ({ name: '' }),
    load: (planId) => Promise.resolve({ name: stored.find((plan) => plan.id === planId)?.name ?? '' }),
    validate: (form) => ({ body: form }),
    save: (planId, body) => {
      const saved = { id: planId ?? stored.length + 1, name: body.name };
      stored = [...stored.filter((plan) => plan.id !== saved.id), saved];
      usePlansStore.getState().apply(saved);
      return Promise.resolve(saved);
    },
    savedText: 'Saved.',
    onClose,
  });
  return (
    <RecordDialog {...dialog.frame} title={dialog.props.editing ? 'Edit' : 'New'} testId="plan-dialog" saveTestId="plan-save">
      <input aria-label="Name" value={dialog.form.name} onChange={(event) => dialog.change({ name: event.target.value })} />
    </RecordDialog>
  );
}

function show() {
  render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter>
        <RecordScreen
          name="plans"
          record="plan"
          strings="platform.plans"
          store={usePlansStore}
          fetchPage={fetchPlans}
          nameOf={(plan) => plan.name}
          columns={[{ id: 'name', header: 'Name', cell: (plan) => plan.name }]}
          actions={{
            header: 'Actions',
            before: (plan) => <Button onClick={() => renewed.push(plan.name)}>{`Renew ${plan.name}`}</Button>,
          }}
          remove={(plan) => {
            stored = stored.filter((candidate) => candidate.id !== plan.id);
            usePlansStore.getState().remove(plan.id);
            return Promise.resolve();
          }}
          removedText="Plan gone."
          dialog={(target, close) => <PlanDialog id={target.id} onClose={close} />}
        />
        <AppToaster />
      </MemoryRouter>
    </FluentProvider>,
  );
}

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  usePlansStore.getState().reset();
  stored = [
    { id: 1, name: 'Basic' },
    { id: 2, name: 'Pro' },
  ];
  renewed = [];
});
afterEach(cleanup);

describe('a record screen', () => {
  it('lists the records with the screen’s strings, its own row buttons, then edit and delete', async () => {
    show();
    const row = await screen.findByTestId('plan-row-Basic');
    expect(screen.getByRole('heading', { name: 'Plans' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Plans' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Edit Basic' })).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Renew Basic' }));
    expect(renewed).toEqual(['Basic']);
    expect(screen.getByTestId('plan-delete-Pro')).toBeTruthy();
  });

  it('adds from the add button and edits from a row, in the dialog the screen names', async () => {
    show();
    await screen.findByTestId('plan-row-Basic');
    fireEvent.click(screen.getByTestId('plans-add'));
    const added = await screen.findByTestId('plan-dialog');
    expect(within(added).getByText('New')).toBeTruthy();
    fireEvent.change(within(added).getByLabelText('Name'), { target: { value: 'Gold' } });
    fireEvent.click(within(added).getByTestId('plan-save'));
    expect(await screen.findByTestId('plan-row-Gold')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('plan-dialog')).toBeNull());
    fireEvent.click(screen.getByTestId('plan-edit-Pro'));
    const edited = await screen.findByTestId('plan-dialog');
    expect(await within(edited).findByDisplayValue('Pro')).toBeTruthy();
    expect(within(edited).getByText('Edit')).toBeTruthy();
  });

  it('deletes a record only once the named confirmation is accepted', async () => {
    show();
    fireEvent.click(await screen.findByTestId('plan-delete-Pro'));
    const confirm = await screen.findByTestId('plan-delete-confirm');
    expect(confirm.textContent).toContain('Delete the plan “Pro”?');
    fireEvent.click(within(confirm).getByTestId('plan-delete-confirm-confirm'));
    await waitFor(() => expect(screen.queryByTestId('plan-row-Pro')).toBeNull());
    expect(await screen.findByText('Plan gone.')).toBeTruthy();
    expect(screen.getByTestId('plan-row-Basic')).toBeTruthy();
  });
});
