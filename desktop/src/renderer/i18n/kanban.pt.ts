import type { DeepStrings } from './types.ts';
import type { kanbanEn } from './kanban.ts';

export const kanbanPt: DeepStrings<typeof kanbanEn> = {
  untagged: 'Sem etiqueta',
  showAll: 'Todos os tickets',
  empty: 'Nenhum ticket aqui.',
  noLanes: 'Nenhuma etiqueta é uma coluna do kanban ainda: ative “Kanban” numa etiqueta na página Etiquetas para criar a coluna.',
  count_one: '{{count}} ticket',
  count_other: '{{count}} tickets',
  laneLabel: 'Coluna {{name}}',
  loadingMore: 'Carregando mais tickets…',
  card: {
    label: 'Ticket {{id}} de {{name}}',
    open: 'Abrir o ticket',
    move: 'Mover o ticket {{id}} de {{name}}',
  },
  moved: 'Ticket movido para {{lane}}.',
  cleared: 'Etiqueta removida do ticket.',
  drag: {
    instructions:
      'Para pegar um ticket, pressione espaço ou enter. Use as setas para a esquerda e para a direita para levá-lo a outra coluna. Pressione espaço ou enter de novo para soltá-lo ali, ou escape para cancelar.',
    picked: 'Ticket {{id}} pego.',
    over: 'O ticket {{id}} está sobre a coluna {{lane}}.',
    dropped: 'O ticket {{id}} foi solto na coluna {{lane}}.',
    cancelled: 'A movimentação do ticket {{id}} foi cancelada.',
  },
};
