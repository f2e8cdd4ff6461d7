import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n, initI18n } from './index.ts';

describe('languages load when chosen', () => {
  it('starts with the chosen language only and loads another the first time it is picked', async () => {
    await initI18n('en');
    expect(i18n.t('common.save')).toBe('Save');
    expect(i18n.hasResourceBundle('es', 'translation')).toBe(false);
    expect(i18n.hasResourceBundle('pt', 'translation')).toBe(false);

    await changeLanguage('es');
    expect(i18n.t('common.save')).toBe('Guardar');
    expect(document.documentElement.lang).toBe('es');

    await initI18n('pt');
    expect(i18n.t('common.save')).toBe('Salvar');
    expect(i18n.language).toBe('pt');
  });
});
