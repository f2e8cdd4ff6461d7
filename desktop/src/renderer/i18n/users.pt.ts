import type { DeepStrings } from './types.ts';
import type { usersEn } from './users.ts';

export const usersPt: DeepStrings<typeof usersEn> = {
  add: 'Adicionar usuário',
  search: 'Pesquisar por nome ou e-mail',
  empty: 'Por enquanto só você.',
  emptyHint: 'Adicione as pessoas que atendem seus clientes e dê a cada uma as filas em que trabalham.',
  columns: {
    id: 'ID',
    name: 'Nome',
    email: 'E-mail',
    profile: 'Perfil',
    status: 'Status',
    actions: 'Ações',
  },
  profiles: {
    admin: 'Administrador',
    supervisor: 'Supervisor',
    user: 'Usuário',
  },
  online: 'Online',
  lastSeen: 'Visto por último {{when}}',
  neverSeen: 'Nunca entrou',
  buttons: {
    edit: 'Editar {{name}}',
    delete: 'Excluir {{name}}',
  },
  deleteTitle: 'Excluir {{name}}?',
  deleteBody: 'Os tickets abertos voltam para a espera da fila deles. Isso não pode ser desfeito.',
  deleted: 'Usuário excluído.',
  saved: 'Usuário salvo.',
  modal: {
    titleAdd: 'Adicionar usuário',
    titleEdit: 'Editar usuário',
    name: 'Nome',
    email: 'E-mail',
    password: 'Senha',
    passwordKeep: 'Deixe em branco para manter a senha atual',
    profile: 'Perfil',
    queues: 'Filas',
    queuesPlaceholder: 'Escolha as filas',
    connection: 'Conexão padrão',
    noConnection: 'Nenhuma',
    allTicket: 'Ver tickets pendentes sem fila',
  },
  own: {
    title: 'Meu perfil',
    language: 'Idioma',
    passwordEnded: 'Suas outras sessões foram encerradas.',
    saved: 'Perfil salvo.',
  },
};
