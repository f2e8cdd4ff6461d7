import type { DeepStrings } from './types.ts';
import type { privacyEn } from './privacy.ts';

export const privacyEs: DeepStrings<typeof privacyEn> = {
  export: 'Exportar datos (LGPD)',
  exportLabel: 'Exportar datos (LGPD) de {{name}}',
  exported: 'Los datos del contacto se descargaron.',
  erase: 'Borrar datos (LGPD)',
  eraseLabel: 'Borrar datos (LGPD) de {{name}}',
  eraseTitle: '¿Borrar todos los datos de {{name}}?',
  eraseBody:
    'El texto y los archivos de todos los mensajes, las notas y el nombre, número y correo del contacto se eliminan para siempre. Los tickets quedan, anonimizados, para los informes. Esto no se puede deshacer.',
  erased: 'Los datos del contacto se borraron.',
};
