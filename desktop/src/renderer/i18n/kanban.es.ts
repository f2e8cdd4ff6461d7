import type { DeepStrings } from './types.ts';
import type { kanbanEn } from './kanban.ts';

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
