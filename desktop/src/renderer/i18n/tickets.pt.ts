import type { DeepStrings } from './types.ts';
import type { ticketsEn } from './tickets.ts';

export const ticketsPt: DeepStrings<typeof ticketsEn> = {
  tabs: {
    label: 'Listas de atendimentos',
    open: 'Abertos',
    closed: 'Resolvidos',
    search: 'Busca',
    assigned: 'Atendendo',
    pending: 'Aguardando',
  },
  narrow: {
    label: 'Tela de atendimentos',
    ticket: 'Ticket',
    list: 'Atendimentos',
  },
  showAll: 'Todos',
  search: {
    placeholder: 'Buscar contatos, mensagens ou um número de protocolo',
    tags: 'Filtrar por tags',
    users: 'Filtrar por usuários',
  },
  list: {
    label: 'Atendimentos',
    empty: 'Nada aqui.',
    loadingMore: 'Carregando mais atendimentos…',
    noQueue: 'Sem fila',
    unread: '{{count}} não lidas',
  },
  buttons: {
    accept: 'Aceitar',
    close: 'Resolver',
    reopen: 'Reabrir',
    newTicket: 'Novo ticket',
    acceptLabel: 'Aceitar o atendimento de {{name}}',
    closeLabel: 'Resolver o atendimento de {{name}}',
    reopenLabel: 'Reabrir o atendimento de {{name}}',
  },
  welcome: {
    title: 'Escolha um atendimento',
    body: 'Selecione uma conversa da lista para começar a atender.',
    image: 'Boas-vindas',
  },
  toasts: {
    unauthorized: 'Acesso não permitido',
    deleted: 'O atendimento que você estava vendo foi excluído.',
  },
  newTicket: {
    title: 'Novo ticket',
    contact: 'Contato',
    contactHint: 'Digite pelo menos 3 caracteres',
    noContacts: 'Nenhum contato encontrado',
    queue: 'Fila',
    queueRequired: 'Escolha uma fila.',
    connection: 'Conexão',
    defaultConnection: 'Conexão padrão',
    none: 'Nenhuma',
    save: 'Criar',
    cancel: 'Cancelar',
    otherOpen: 'Este contato já tem um atendimento aberto com {{user}} na fila {{queue}}.',
    otherOpenNoUser: 'Este contato já tem um atendimento aguardando na fila {{queue}}.',
  },
  notifications: {
    open: 'Notificações',
    title: 'Atendimentos não lidos',
    empty: 'Nenhum atendimento não lido.',
    newMessage: 'Nova mensagem de {{name}}',
  },
};
