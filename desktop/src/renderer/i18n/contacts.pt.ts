import type { DeepStrings } from './types.ts';
import type { contactsEn } from './contacts.ts';

export const contactsPt: DeepStrings<typeof contactsEn> = {
  add: 'Adicionar contato',
  search: 'Pesquisar por nome, número ou e-mail',
  empty: 'Nenhum contato ainda.',
  emptyHint:
    'Os contatos chegam com a primeira mensagem; você também pode adicionar um, importar uma planilha ou trazer os contatos do celular.',
  columns: { name: 'Nome', number: 'WhatsApp', email: 'E-mail', actions: 'Ações' },
  buttons: {
    message: 'Enviar mensagem a {{name}}',
    edit: 'Editar {{name}}',
    delete: 'Excluir {{name}}',
  },
  deleteTitle: 'Excluir {{name}}?',
  deleteBody: 'O contato, seus tickets e as mensagens deles serão removidos. Isso não pode ser desfeito.',
  deleted: 'Contato excluído.',
  saved: 'Contato salvo.',
  modal: { titleAdd: 'Adicionar contato', titleEdit: 'Editar contato' },
  import: {
    menu: 'Importar',
    spreadsheet: 'De uma planilha (.xlsx)',
    phone: 'Do celular',
    phoneDone_one: '{{count}} contato trazido do celular.',
    phoneDone_other: '{{count}} contatos trazidos do celular.',
    onlyXlsx: 'Escolha um arquivo .xlsx.',
    unreadable: 'Não foi possível ler este arquivo como planilha.',
    noRows: 'A planilha não tem linhas para importar.',
    title: 'Importando contatos',
    progress: '{{done}} de {{total}} linhas',
    summary_one: '{{count}} contato criado.',
    summary_other: '{{count}} contatos criados.',
    errors_one: '{{count}} linha não foi importada:',
    errors_other: '{{count}} linhas não foram importadas:',
    row: 'Linha {{line}}',
    duplicated: 'já existe um contato com este número',
    invalid: '{{fields}} inválido',
    close: 'Fechar',
    formatHint: 'Colunas: nome, número, e-mail (primeira linha como cabeçalho).',
  },
  export: 'Exportar CSV',
  exported: 'Contatos exportados.',
};
