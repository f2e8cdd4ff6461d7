import type { DeepStrings } from './types.ts';
import type { helpsEn } from './helps.ts';

export const helpsPt: DeepStrings<typeof helpsEn> = {
  heading: 'Ajuda ({{count}})',
  empty: 'Nenhum vídeo de ajuda ainda.',
  watch: 'Assistir {{title}}',
  noThumbnail: 'Vídeo',
  close: 'Fechar',
  loadFailed: 'Não foi possível carregar os vídeos de ajuda.',
  tab: 'Ajudas',
  form: {
    title: 'Título',
    description: 'Descrição',
    video: 'Código do vídeo',
    videoHint: 'O código depois de watch?v= no endereço do vídeo',
  },
  add: 'Adicionar ajuda',
  save: 'Salvar alterações',
  cancel: 'Cancelar',
  saved: 'Ajuda salva.',
  deleted: 'Ajuda excluída.',
  deleteTitle: 'Excluir “{{title}}”?',
  deleteBody: 'Nenhum usuário verá mais este vídeo.',
  columns: { title: 'Título', description: 'Descrição', video: 'Código do vídeo', actions: 'Ações' },
  buttons: { edit: 'Editar {{title}}', delete: 'Excluir {{title}}' },
};
