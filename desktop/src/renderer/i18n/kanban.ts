import type { DeepStrings } from './types.ts';

/** The kanban board (English: the reference). */
export const kanbanEn = {
  untagged: 'No tag',
  showAll: 'All tickets',
  empty: 'No tickets here.',
  noLanes: 'No tag is a kanban lane yet: switch “Kanban” on for a tag on the Tags page to add its lane.',
  count_one: '{{count}} ticket',
  count_other: '{{count}} tickets',
  laneLabel: 'Lane {{name}}',
  loadingMore: 'Loading more tickets…',
  card: {
    label: 'Ticket {{id}} of {{name}}',
    open: 'Open the ticket',
    move: 'Move the ticket {{id}} of {{name}}',
  },
  moved: 'Ticket moved to {{lane}}.',
  cleared: 'Tag removed from the ticket.',
  drag: {
    instructions:
      'To pick up a ticket, press space or enter. Use the left and right arrow keys to move it to another lane. Press space or enter again to drop it there, or escape to cancel.',
    picked: 'Picked up the ticket {{id}}.',
    over: 'The ticket {{id}} is over the lane {{lane}}.',
    dropped: 'The ticket {{id}} was dropped on the lane {{lane}}.',
    cancelled: 'Moving the ticket {{id}} was cancelled.',
  },
};

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

export const kanbanEs: DeepStrings<typeof kanbanEn> = {
  untagged: 'Sin etiqueta',
  showAll: 'Todos los tickets',
  empty: 'No hay tickets aquí.',
  noLanes:
    'Ninguna etiqueta es todavía una columna del kanban: activa “Kanban” en una etiqueta en la página Etiquetas para crear su columna.',
  count_one: '{{count}} ticket',
  count_other: '{{count}} tickets',
  laneLabel: 'Columna {{name}}',
  loadingMore: 'Cargando más tickets…',
  card: {
    label: 'Ticket {{id}} de {{name}}',
    open: 'Abrir el ticket',
    move: 'Mover el ticket {{id}} de {{name}}',
  },
  moved: 'Ticket movido a {{lane}}.',
  cleared: 'Etiqueta quitada del ticket.',
  drag: {
    instructions:
      'Para tomar un ticket, pulsa espacio o intro. Usa las flechas izquierda y derecha para llevarlo a otra columna. Pulsa espacio o intro de nuevo para soltarlo allí, o escape para cancelar.',
    picked: 'Ticket {{id}} tomado.',
    over: 'El ticket {{id}} está sobre la columna {{lane}}.',
    dropped: 'El ticket {{id}} se soltó en la columna {{lane}}.',
    cancelled: 'Se canceló el movimiento del ticket {{id}}.',
  },
};
