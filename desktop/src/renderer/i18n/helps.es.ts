import type { DeepStrings } from './types.ts';
import type { helpsEn } from './helps.ts';

export const helpsEs: DeepStrings<typeof helpsEn> = {
  heading: 'Ayuda ({{count}})',
  empty: 'Todavía no hay videos de ayuda.',
  watch: 'Ver {{title}}',
  noThumbnail: 'Video',
  close: 'Cerrar',
  loadFailed: 'No se pudieron cargar los videos de ayuda.',
  tab: 'Ayudas',
  form: {
    title: 'Título',
    description: 'Descripción',
    video: 'Código del video',
    videoHint: 'El código después de watch?v= en la dirección del video',
  },
  add: 'Agregar ayuda',
  save: 'Guardar cambios',
  cancel: 'Cancelar',
  saved: 'Ayuda guardada.',
  deleted: 'Ayuda eliminada.',
  deleteTitle: '¿Eliminar “{{title}}”?',
  deleteBody: 'Ningún usuario volverá a ver este video.',
  columns: { title: 'Título', description: 'Descripción', video: 'Código del video', actions: 'Acciones' },
  buttons: { edit: 'Editar {{title}}', delete: 'Eliminar {{title}}' },
};
