import type { DeepStrings } from './types.ts';
import type { privacyEn } from './privacy.ts';

export const privacyPt: DeepStrings<typeof privacyEn> = {
  export: 'Exportar dados (LGPD)',
  exportLabel: 'Exportar dados (LGPD) de {{name}}',
  exported: 'Os dados do contato foram baixados.',
  erase: 'Apagar dados (LGPD)',
  eraseLabel: 'Apagar dados (LGPD) de {{name}}',
  eraseTitle: 'Apagar todos os dados de {{name}}?',
  eraseBody:
    'O texto e os arquivos de todas as mensagens, as notas e o nome, número e e-mail do contato são removidos para sempre. Os tickets ficam, anonimizados, para os relatórios. Isso não pode ser desfeito.',
  erased: 'Os dados do contato foram apagados.',
};
