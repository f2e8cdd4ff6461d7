import type { DeepStrings } from './types.ts';
import type { campaignSettingsEn } from './campaignSettings.ts';

export const campaignSettingsEs: DeepStrings<typeof campaignSettingsEn> = {
  intervals: 'Intervalos de envío',
  messageInterval: 'Intervalo entre mensajes',
  longerIntervalAfter: 'Usar el intervalo mayor después de',
  greaterInterval: 'Intervalo mayor',
  seconds_one: '{{count}} segundo',
  seconds_other: '{{count}} segundos',
  messages_one: '{{count}} mensaje',
  messages_other: '{{count}} mensajes',
  none: 'Ninguno',
  variables: 'Variables',
  variablesHint: 'Los mensajes de la campaña reemplazan {clave} por su valor.',
  key: 'Clave',
  value: 'Valor',
  addVariable: 'Agregar variable',
  removeVariable: 'Quitar {{key}}',
  duplicateKey: 'Esta clave ya está en la lista',
  keyRequired: 'Dé una clave a la variable',
  noVariables: 'Todavía no hay variables.',
  stopWords: 'Palabras de baja',
  stopWordsLabel: 'Palabras que quitan al contacto de las próximas campañas',
  stopWordsHint:
    'Separadas por comas. El contacto que responda a una campaña con una de ellas (mayúsculas o no) no recibe más campañas de esta empresa.',
  save: 'Guardar configuración',
  saved: 'Configuración de campañas guardada.',
};
