import { fileListBody, type FileListBody, type FileListRecord } from '@balcao/shared';
import { checkWith, type Checked } from '../../components/list/index.ts';

export type FileOptionForm = {
  /** Tells the rows apart while editing (a new option has no id yet). */
  key: string;
  id: number | null;
  name: string;
  message: string;
  value: string;
  /** The file saved with the option, if any. */
  mediaName: string | null;
  /** A file chosen in the dialog, uploaded once the list is saved. */
  file: File | null;
};

export type FileListForm = { name: string; message: string; options: FileOptionForm[] };

let nextKey = 0;

export function emptyFileOption(): FileOptionForm {
  nextKey += 1;
  return { key: `new-${nextKey}`, id: null, name: '', message: '', value: '', mediaName: null, file: null };
}

export function emptyFileListForm(): FileListForm {
  return { name: '', message: '', options: [] };
}

export function formFromFileList(record: FileListRecord): FileListForm {
  return {
    name: record.name,
    message: record.message,
    options: record.options.map((option) => ({
      key: `saved-${option.id}`,
      id: option.id,
      name: option.name,
      message: option.message,
      value: option.value,
      mediaName: option.mediaName,
      file: null,
    })),
  };
}

/** The server's own schema (name 3+, each option named); errors land under `options.{n}.name`. */
export function validateFileList(form: FileListForm): Checked<FileListBody> {
  return checkWith(fileListBody, {
    name: form.name,
    message: form.message,
    options: form.options.map(({ id, name, message, value }) => ({ ...(id === null ? {} : { id }), name, message, value })),
  });
}
