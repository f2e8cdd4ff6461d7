import type { DeepStrings } from './types.ts';
import type { quickMessagesEn } from './quickMessages.ts';

export const quickMessagesEs: DeepStrings<typeof quickMessagesEn> = {
  add: 'Agregar respuesta rápida',
  search: 'Buscar',
  empty: 'Todavía no hay respuestas rápidas.',
  emptyHint: 'Añada las respuestas que escribe a menudo y luego escriba /atajo en una conversación para enviarlas.',
  companyWide: 'para toda la empresa',
  columns: {
    shortcode: 'Atajo',
    attachment: 'Adjunto',
    actions: 'Acciones',
  },
  buttons: {
    edit: 'Editar /{{name}}',
    delete: 'Eliminar /{{name}}',
  },
  deleteTitle: '¿Eliminar /{{name}}?',
  deleteBody: 'Esta respuesta rápida y el vínculo de su adjunto se eliminarán. No se puede deshacer.',
  deleted: 'Respuesta rápida eliminada.',
  saved: 'Respuesta rápida guardada.',
  modal: {
    titleAdd: 'Agregar respuesta rápida',
    titleEdit: 'Editar respuesta rápida',
    shortcode: 'Atajo',
    shortcodeHint: 'Escriba /atajo en una conversación para usarla.',
    shortcodeRule: 'Use de 1 a 50 caracteres, sin espacios',
    message: 'Mensaje',
    geral: 'Para toda la empresa (todos los usuarios la ven)',
    attach: 'Adjuntar archivo',
    replaceAttachment: 'Cambiar archivo',
    removeAttachment: 'Quitar el adjunto',
  },
};
