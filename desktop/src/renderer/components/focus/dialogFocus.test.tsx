import '../../test/dom.ts';
import { Button, FluentProvider, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/index.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { RecordDialog } from '../list/RecordDialog.tsx';

function DeleteRow() {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <h1>Tags</h1>
      <Button onClick={() => setOpen(true)}>Delete Sales</Button>
      <ConfirmDialog open={open} title="Delete?" body="Sure?" onConfirm={() => setOpen(false)} onCancel={() => setOpen(false)} />
    </main>
  );
}

function EditRow() {
  const [editing, setEditing] = useState(false);
  return (
    <main>
      <h1>Queues</h1>
      <Button onClick={() => setEditing(true)}>Edit Support</Button>
      {editing && (
        <RecordDialog
          title="Queue"
          testId="queue-dialog"
          saveTestId="queue-save"
          saving={false}
          onSave={() => undefined}
          onClose={() => setEditing(false)}
        >
          <input aria-label="Name" />
        </RecordDialog>
      )}
    </main>
  );
}

function ProfileFromMenu() {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <h1>Tickets</h1>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button>Account</Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem onClick={() => setOpen(true)}>Profile</MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      {open && (
        <RecordDialog
          title="Profile"
          testId="profile"
          saveTestId="profile-save"
          saving={false}
          onSave={() => undefined}
          onClose={() => setOpen(false)}
        >
          <input aria-label="Name" />
        </RecordDialog>
      )}
    </main>
  );
}

function RowDeletedWithItsDialog() {
  const [rows, setRows] = useState(['Sales']);
  const [deleting, setDeleting] = useState<string | null>(null);
  return (
    <main>
      <h1>Tags</h1>
      {rows.map((row) => (
        <Button key={row} onClick={() => setDeleting(row)}>
          Delete {row}
        </Button>
      ))}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete?"
        body="Sure?"
        onConfirm={() => {
          setRows([]);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </main>
  );
}

function show(ui: React.ReactElement) {
  return render(<FluentProvider theme={webLightTheme}>{ui}</FluentProvider>);
}

/** A click that also focuses, as a browser does for buttons. */
function press(element: HTMLElement) {
  element.focus();
  fireEvent.click(element);
}

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

describe('closing a dialog gives focus back to what opened it', () => {
  it('the confirmation returns focus to the row button that asked for it', async () => {
    show(<DeleteRow />);
    const opener = screen.getByRole('button', { name: 'Delete Sales' });
    press(opener);
    press(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('a record form closed with Escape returns focus to its edit button', async () => {
    show(<EditRow />);
    const opener = screen.getByRole('button', { name: 'Edit Support' });
    press(opener);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(screen.getByTestId('queue-dialog').contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(name, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('queue-dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('a dialog opened from a menu returns focus to the menu button', async () => {
    show(<ProfileFromMenu />);
    const account = screen.getByRole('button', { name: 'Account' });
    press(account);
    press(await screen.findByRole('menuitem', { name: 'Profile' }));
    press(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('profile')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(account));
  });

  it('when the opener went with the record, focus goes to the page heading', async () => {
    show(<RowDeletedWithItsDialog />);
    press(screen.getByRole('button', { name: 'Delete Sales' }));
    press(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Tags' })));
  });
});
