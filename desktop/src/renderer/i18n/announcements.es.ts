import type { DeepStrings } from './types.ts';
import type { announcementsEn } from './announcements.ts';

export const announcementsEs: DeepStrings<typeof announcementsEn> = {
  search: 'Buscar comunicados',
  add: 'Nuevo comunicado',
  empty: 'Todavía no hay comunicados',
  emptyHint: 'Escriba uno: llega a todos los usuarios de todas las empresas mientras esté activo.',
  saved: 'Comunicado guardado.',
  deleted: 'Comunicado eliminado.',
  deleteTitle: '¿Eliminar “{{title}}”?',
  deleteBody: 'Desaparece para todos los usuarios al instante.',
  active: 'Activo',
  inactive: 'Inactivo',
  priority: { high: 'Alta', medium: 'Media', low: 'Baja' },
  columns: { title: 'Título', priority: 'Prioridad', status: 'Estado', image: 'Imagen', actions: 'Acciones' },
  buttons: { edit: 'Editar {{title}}', delete: 'Eliminar {{title}}' },
  modal: {
    titleAdd: 'Nuevo comunicado',
    titleEdit: 'Editar comunicado',
    title: 'Título',
    text: 'Texto',
    priority: 'Prioridad',
    active: 'Activo (se muestra a todos los usuarios)',
    image: 'Imagen',
    imageHint: '.png, .jpg o .jpeg',
    imageRefused: 'Elija una imagen .png, .jpg o .jpeg.',
    removeImage: 'Quitar imagen',
  },
  popover: {
    open: 'Comunicados',
    openUnread_one: 'Comunicados, 1 sin leer',
    openUnread_other: 'Comunicados, {{count}} sin leer',
    title: 'Comunicados',
    empty: 'No hay comunicados.',
  },
  toasts: { info: 'Solo los administradores de la plataforma gestionan los comunicados.' },
};
