/**
 * The list-screen kit: a screen is a record store, a page fetcher, its columns and its form.
 * See docs/architecture.md ("A list screen").
 */
export { createRecordListStore, textMatches, type RecordListStore } from './recordListStore.ts';
export { liveRecords } from './liveRecords.ts';
export { useRecordList, type PageFetcher, type RecordList } from './useRecordList.ts';
export { checkWith, useRecordForm, type Checked } from './useRecordForm.ts';
export { useDialogTarget, useRecordDialog, type DialogTarget, type RecordFormProps } from './useRecordDialog.ts';
export { useConfirmDelete } from './useConfirmDelete.ts';
export { ListPage } from './ListPage.tsx';
export { RecordDialog } from './RecordDialog.tsx';
export { RecordTable, type RecordColumn } from './RecordTable.tsx';
export { RecordScreen, type RecordScreenProps, type RecordScreenStrings } from './RecordScreen.tsx';
