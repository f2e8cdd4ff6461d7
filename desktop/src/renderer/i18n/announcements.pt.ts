import type { DeepStrings } from './types.ts';
import type { announcementsEn } from './announcements.ts';

export const announcementsPt: DeepStrings<typeof announcementsEn> = {
  search: 'Pesquisar informativos',
  add: 'Novo informativo',
  empty: 'Nenhum informativo ainda',
  emptyHint: 'Escreva um: ele chega a todos os usuários de todas as empresas enquanto estiver ativo.',
  saved: 'Informativo salvo.',
  deleted: 'Informativo excluído.',
  deleteTitle: 'Excluir “{{title}}”?',
  deleteBody: 'Ele some para todos os usuários na hora.',
  active: 'Ativo',
  inactive: 'Inativo',
  priority: { high: 'Alta', medium: 'Média', low: 'Baixa' },
  columns: { title: 'Título', priority: 'Prioridade', status: 'Status', image: 'Imagem', actions: 'Ações' },
  buttons: { edit: 'Editar {{title}}', delete: 'Excluir {{title}}' },
  modal: {
    titleAdd: 'Novo informativo',
    titleEdit: 'Editar informativo',
    title: 'Título',
    text: 'Texto',
    priority: 'Prioridade',
    active: 'Ativo (mostrado a todos os usuários)',
    image: 'Imagem',
    imageHint: '.png, .jpg ou .jpeg',
    imageRefused: 'Escolha uma imagem .png, .jpg ou .jpeg.',
    removeImage: 'Remover imagem',
  },
  popover: {
    open: 'Informativos',
    openUnread_one: 'Informativos, 1 não lido',
    openUnread_other: 'Informativos, {{count}} não lidos',
    title: 'Informativos',
    empty: 'Nenhum informativo.',
  },
  toasts: { info: 'Somente administradores da plataforma gerenciam informativos.' },
};
