import type { DeepStrings } from './types.ts';

/** LGPD requests on a contact: export its data, erase it (English: the reference). */
export const privacyEn = {
  export: 'Export data (LGPD)',
  exportLabel: 'Export the data of {{name}} (LGPD)',
  exported: 'The contact’s data was downloaded.',
  erase: 'Erase data (LGPD)',
  eraseLabel: 'Erase the data of {{name}} (LGPD)',
  eraseTitle: 'Erase every piece of data of {{name}}?',
  eraseBody:
    'The text and files of every message, the notes and the contact’s name, number and e-mail are removed for good. The tickets stay, anonymised, for the reports. This cannot be undone.',
  erased: 'The contact’s data was erased.',
};

export const privacyPt: DeepStrings<typeof privacyEn> = {
  export: 'Exportar dados (LGPD)',
  exportLabel: 'Exportar os dados de {{name}} (LGPD)',
  exported: 'Os dados do contato foram baixados.',
  erase: 'Apagar dados (LGPD)',
  eraseLabel: 'Apagar os dados de {{name}} (LGPD)',
  eraseTitle: 'Apagar todos os dados de {{name}}?',
  eraseBody:
    'O texto e os arquivos de todas as mensagens, as notas e o nome, número e e-mail do contato são removidos para sempre. Os tickets ficam, anonimizados, para os relatórios. Isso não pode ser desfeito.',
  erased: 'Os dados do contato foram apagados.',
};

export const privacyEs: DeepStrings<typeof privacyEn> = {
  export: 'Exportar datos (LGPD)',
  exportLabel: 'Exportar los datos de {{name}} (LGPD)',
  exported: 'Los datos del contacto se descargaron.',
  erase: 'Borrar datos (LGPD)',
  eraseLabel: 'Borrar los datos de {{name}} (LGPD)',
  eraseTitle: '¿Borrar todos los datos de {{name}}?',
  eraseBody:
    'El texto y los archivos de todos los mensajes, las notas y el nombre, número y correo del contacto se eliminan para siempre. Los tickets quedan, anonimizados, para los informes. Esto no se puede deshacer.',
  erased: 'Los datos del contacto se borraron.',
};
