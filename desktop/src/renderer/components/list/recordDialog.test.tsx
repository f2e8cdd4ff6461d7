import '../../test/dom.ts';
import { Button, Field, FluentProvider, Input, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError.ts';
import { initI18n } from '../../i18n/index.ts';
import { AppToaster } from '../toast.tsx';
import { RecordDialog, useDialogTarget, useRecordDialog, type RecordFormProps } from './index.ts';

type Tag = { id: number; name: string };
type TagForm = { name: string };

/** The server's side: the stored tags, what was saved, and a refusal to answer with. */
let stored: Map<number, Tag>;
let saves: { id: number | null; name: string }[];
let refusal: ApiError | null;

const load = (id: number): Promise<TagForm> => {
  const tag = stored.get(id);
  return tag ? Promise.resolve({ name: tag.name }) : Promise.reject(new ApiError(404, { error: 'ERR_NO_TAG_FOUND', message: 'gone' }));
};
const save = (id: number | null, body: TagForm): Promise<Tag> => {
  saves.push({ id, ...body });
  if (refusal) {
    return Promise.reject(refusal);
  }
  const tag = { id: id ?? stored.size + 1, name: body.name };
  stored.set(tag.id, tag);
  return Promise.resolve(tag);
};

function TagModal({ editing, form, errors, saving, onChange, onSave, onClose }: RecordFormProps<TagForm>) {
  return (
    <RecordDialog
      title={editing ? 'Edit tag' : 'New tag'}
      testId="tag-modal"
      saveTestId="tag-save"
      saving={saving}
      onSave={onSave}
      onClose={onClose}
    >
      <Field label="Name" validationMessage={errors['name']}>
        <Input value={form.name} onChange={(_event, data) => onChange({ name: data.value })} data-testid="tag-name" />
      </Field>
    </RecordDialog>
  );
}

function TagModalContainer({ tagId, onClose }: { tagId: number | null; onClose: () => void }) {
  const dialog = useRecordDialog({
    id: tagId,
    initial: () => ({ name: '' }),
    load,
    validate: (form) => (form.name.trim() === '' ? { errors: { name: 'Required' } } : { body: { name: form.name.trim() } }),
    save,
    savedText: 'Tag saved.',
    onClose,
  });
  return <TagModal {...dialog.props} />;
}

function TagsScreen() {
  const modal = useDialogTarget();
  return (
    <main>
      <h1>Tags</h1>
      <Button onClick={modal.openNew} data-testid="tags-add">
        Add
      </Button>
      {[...stored.values()].map((tag) => (
        <Button key={tag.id} onClick={() => modal.openEdit(tag.id)} data-testid={`tag-edit-${tag.id}`}>
          {`Edit ${tag.name}`}
        </Button>
      ))}
      {modal.target && <TagModalContainer tagId={modal.target.id} onClose={modal.close} />}
    </main>
  );
}

function show() {
  render(
    <FluentProvider theme={webLightTheme}>
      <TagsScreen />
      <AppToaster />
    </FluentProvider>,
  );
}

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  stored = new Map([[1, { id: 1, name: 'Sales' }]]);
  saves = [];
  refusal = null;
});
afterEach(cleanup);

describe('a list screen’s record dialog', () => {
  it('adds: an empty form, the error under the field before anything is sent, then saved, toasted, closed, focus back on Add', async () => {
    show();
    const add = screen.getByTestId('tags-add');
    add.focus();
    fireEvent.click(add);
    expect((await screen.findByRole('dialog')).textContent).toContain('New tag');
    expect(screen.getByTestId<HTMLInputElement>('tag-name').value).toBe('');
    fireEvent.click(screen.getByTestId('tag-save'));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(saves).toEqual([]);
    fireEvent.change(screen.getByTestId('tag-name'), { target: { value: ' Support ' } });
    expect(screen.queryByText('Required')).toBeNull();
    fireEvent.click(screen.getByTestId('tag-save'));
    expect(await screen.findByText('Tag saved.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('tag-modal')).toBeNull());
    expect(saves).toEqual([{ id: null, name: 'Support' }]);
    await waitFor(() => expect(document.activeElement).toBe(add));
  });

  it('edits: the record loaded into the form, saved under its id', async () => {
    show();
    fireEvent.click(screen.getByTestId('tag-edit-1'));
    await waitFor(() => expect(screen.getByTestId<HTMLInputElement>('tag-name').value).toBe('Sales'));
    expect(screen.getByRole('dialog').textContent).toContain('Edit tag');
    fireEvent.change(screen.getByTestId('tag-name'), { target: { value: 'Sales team' } });
    fireEvent.click(screen.getByTestId('tag-save'));
    await waitFor(() => expect(screen.queryByTestId('tag-modal')).toBeNull());
    expect(saves).toEqual([{ id: 1, name: 'Sales team' }]);
  });

  it('closes when the record cannot be loaded (deleted meanwhile)', async () => {
    show();
    stored.delete(1);
    fireEvent.click(screen.getByTestId('tag-edit-1'));
    await waitFor(() => expect(screen.queryByTestId('tag-modal')).toBeNull());
    expect(saves).toEqual([]);
  });

  it('keeps the dialog open with the server’s refusal under its field', async () => {
    refusal = new ApiError(400, {
      error: 'ERR_VALIDATION',
      message: 'bad',
      fields: [{ path: 'body.name', message: 'This name is taken.' }],
    });
    show();
    fireEvent.click(screen.getByTestId('tags-add'));
    fireEvent.change(await screen.findByTestId('tag-name'), { target: { value: 'Sales' } });
    fireEvent.click(screen.getByTestId('tag-save'));
    expect(await screen.findByText('This name is taken.')).toBeTruthy();
    expect(screen.getByTestId('tag-modal')).toBeTruthy();
  });

  it('opens afresh each time: a cancelled edit leaves nothing in the next new record', async () => {
    show();
    fireEvent.click(screen.getByTestId('tag-edit-1'));
    await waitFor(() => expect(screen.getByTestId<HTMLInputElement>('tag-name').value).toBe('Sales'));
    fireEvent.click(screen.getByRole('button', { name: /cancel/i }));
    await waitFor(() => expect(screen.queryByTestId('tag-modal')).toBeNull());
    fireEvent.click(screen.getByTestId('tags-add'));
    expect((await screen.findByTestId<HTMLInputElement>('tag-name')).value).toBe('');
    expect(screen.getByRole('dialog').textContent).toContain('New tag');
  });
});
