/** LGPD requests on a contact: export its data, erase it (English: the reference). */
export const privacyEn = {
  export: 'Export data (LGPD)',
  exportLabel: 'Export data (LGPD) of {{name}}',
  exported: 'The contact’s data was downloaded.',
  erase: 'Erase data (LGPD)',
  eraseLabel: 'Erase data (LGPD) of {{name}}',
  eraseTitle: 'Erase every piece of data of {{name}}?',
  eraseBody:
    'The text and files of every message, the notes and the contact’s name, number and e-mail are removed for good. The tickets stay, anonymised, for the reports. This cannot be undone.',
  erased: 'The contact’s data was erased.',
};
