import type { DeepStrings } from './types.ts';
import type { filesEn } from './files.ts';

export const filesPt: DeepStrings<typeof filesEn> = {
  add: 'Adicionar lista de arquivos',
  search: 'Pesquisar',
  empty: 'Nenhuma lista de arquivos ainda.',
  emptyHint: 'Adicione uma lista de arquivos com uma mensagem; as campanhas podem enviá-los.',
  filesCount_one: '{{count}} arquivo',
  filesCount_other: '{{count}} arquivos',
  columns: {
    name: 'Nome',
    files: 'Arquivos',
    actions: 'Ações',
  },
  buttons: {
    edit: 'Editar {{name}}',
    delete: 'Excluir {{name}}',
  },
  deleteTitle: 'Excluir {{name}}?',
  deleteBody: 'A lista e seus arquivos serão removidos. Não é possível desfazer.',
  deleted: 'Lista de arquivos excluída.',
  saved: 'Lista de arquivos salva.',
  modal: {
    titleAdd: 'Adicionar lista de arquivos',
    titleEdit: 'Editar lista de arquivos',
    name: 'Nome',
    message: 'Mensagem',
    options: 'Arquivos',
    addOption: 'Adicionar arquivo',
    optionName: 'Nome',
    optionMessage: 'Mensagem',
    optionValue: 'Valor',
    chooseFile: 'Escolher arquivo',
    replaceFile: 'Trocar arquivo',
    noFile: 'Nenhum arquivo escolhido',
    removeOption: 'Remover este arquivo',
  },
};
