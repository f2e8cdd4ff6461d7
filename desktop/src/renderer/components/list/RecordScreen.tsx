import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Translation } from '../../i18n/en.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { RowActions } from '../RowActions.tsx';
import { ListPage } from './ListPage.tsx';
import type { RecordListStore } from './recordListStore.ts';
import { RecordTable, type RecordColumn, type RecordTableProps } from './RecordTable.tsx';
import { useConfirmDelete } from './useConfirmDelete.ts';
import { useDialogTarget, type DialogTarget } from './useRecordDialog.ts';
import { useRecordList, type PageFetcher } from './useRecordList.ts';

/** The strings a record screen reads under its key: `{{name}}` is the record's name. */
type ScreenStrings = Record<
  'title' | 'search' | 'add' | 'empty' | 'emptyHint' | 'deleteTitle' | 'deleteBody' | 'editNamed' | 'deleteNamed',
  string
>;

/** The translation keys (two levels deep, `platform.plans`) under which a screen's strings all are. */
export type RecordScreenStrings = {
  [Group in Extract<keyof Translation, string>]: {
    [Screen in Extract<keyof Translation[Group], string>]: Translation[Group][Screen] extends ScreenStrings ? `${Group}.${Screen}` : never;
  }[Extract<keyof Translation[Group], string>];
}[Extract<keyof Translation, string>];

export type RecordScreenProps<R extends { id: number }> = {
  /** Names the page's test ids: `{name}-add`, `{name}-search`, `{name}-table`… (see ListPage). */
  name: string;
  /** Names a record's test ids: `{record}-row-{name}`, `{record}-edit-{name}`, `{record}-delete-{name}`, `{record}-delete-confirm`. */
  record: string;
  /** Where the screen's strings are (title, search, add, empty, emptyHint, deleteTitle, deleteBody, editNamed, deleteNamed). */
  strings: RecordScreenStrings;
  store: RecordListStore<R>;
  fetchPage: PageFetcher<R>;
  /** The record's name: in its test ids and in the strings that name it. */
  nameOf: (record: R) => string;
  /** The columns before the actions column. */
  columns: readonly RecordColumn<R>[];
  /** The actions column: its header, and buttons before edit and delete. */
  actions: { header: string; before?: (record: R) => ReactNode };
  /** Deletes a record once confirmed; `removedText` is toasted after. */
  remove: (record: R) => Promise<void>;
  removedText: string;
  /** The add/edit dialog of `target` (a new record when its id is null), closed by `close`. */
  dialog: (target: DialogTarget<never>, close: () => void) => ReactNode;
  /** Beside the search box. */
  tools?: ReactNode;
  rowProps?: RecordTableProps<R>['rowProps'];
};

/**
 * A whole list screen from its description: the searchable, paged table with an edit and delete
 * button on each row, the add button, the add/edit dialog and the delete confirmation.
 */
export function RecordScreen<R extends { id: number }>(props: RecordScreenProps<R>) {
  const { name, record, strings, store, fetchPage, nameOf, columns, actions, remove, removedText, dialog, tools, rowProps } = props;
  const { t: translate } = useTranslation();
  // `strings` is checked to hold every key below (RecordScreenStrings); the keys themselves are built here.
  const t = translate as unknown as (key: string, options?: { name: string }) => string;
  const text = (key: keyof ScreenStrings, named?: R | null) =>
    t(`${strings}.${key}`, named === undefined ? undefined : { name: named ? nameOf(named) : '' });
  const list = useRecordList({ store, fetchPage });
  const modal = useDialogTarget();
  const deletion = useConfirmDelete(remove, removedText);

  const actionsColumn: RecordColumn<R> = {
    id: 'actions',
    header: actions.header,
    cell: (shown) => (
      <>
        {actions.before?.(shown)}
        <RowActions
          editLabel={text('editNamed', shown)}
          deleteLabel={text('deleteNamed', shown)}
          onEdit={() => modal.openEdit(shown.id)}
          onDelete={() => deletion.ask(shown)}
          testIdPrefix={record}
          name={nameOf(shown)}
        />
      </>
    ),
  };

  return (
    <ListPage
      name={name}
      title={text('title')}
      list={list}
      searchLabel={text('search')}
      add={{ label: text('add'), onClick: modal.openNew }}
      empty={{ title: text('empty'), hint: text('emptyHint') }}
      tools={tools}
      dialogs={
        <>
          {modal.target && dialog(modal.target, modal.close)}
          <ConfirmDialog
            {...deletion.dialog}
            title={text('deleteTitle', deletion.deleting)}
            body={text('deleteBody')}
            testId={`${record}-delete-confirm`}
          />
        </>
      }
    >
      <RecordTable
        label={text('title')}
        testId={`${name}-table`}
        columns={[...columns, actionsColumn]}
        records={list.records}
        rowTestId={(shown) => `${record}-row-${nameOf(shown)}`}
        rowProps={rowProps}
      />
    </ListPage>
  );
}
