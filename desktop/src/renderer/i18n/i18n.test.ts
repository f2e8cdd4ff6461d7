import { errorCodes, LANGUAGES } from '@balcao/shared';
import { describe, expect, it } from 'vitest';
import { PAGE_NAMES } from '../app/pageNames.ts';
import { translations } from './all.ts';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) {
    return [prefix];
  }
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function valueAt(resource: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resource);
}

describe('translations', () => {
  const reference = keysOf(translations.en).sort();

  it.each(LANGUAGES)('%s has exactly the keys of en, each a non-empty string', (language) => {
    const resource = translations[language];
    expect(keysOf(resource).sort()).toEqual(reference);
    for (const key of reference) {
      const text = valueAt(resource, key);
      expect(typeof text === 'string' && text.trim().length > 0, `${language}: ${key}`).toBe(true);
    }
  });

  it.each(LANGUAGES)('%s translates every error code and every page title', (language) => {
    const resource = translations[language];
    for (const code of errorCodes) {
      expect(resource.errors[code], `${language}: errors.${code}`).toBeTruthy();
    }
    for (const page of PAGE_NAMES) {
      expect(resource.pages[page].title, `${language}: pages.${page}`).toBeTruthy();
    }
  });

  it('keeps the same interpolation variables in every language', () => {
    for (const key of reference) {
      const variables = (language: (typeof LANGUAGES)[number]) =>
        [...String(valueAt(translations[language], key)).matchAll(/{{(\w+)}}/g)].map((match) => match[1]).sort();
      expect(variables('pt'), key).toEqual(variables('en'));
      expect(variables('es'), key).toEqual(variables('en'));
    }
  });

  it.each(LANGUAGES)('%s names closing a ticket with one word, in the list and in the conversation', (language) => {
    const { tickets, conversation } = translations[language];
    expect(tickets.buttons.close).toBe(conversation.actions.close);
    expect(tickets.buttons.closeLabel.startsWith(tickets.buttons.close)).toBe(true);
  });

  it('has Portuguese menu labels of its own', () => {
    const { menu, topbar } = translations.pt;
    expect(menu.tickets).toBe('Atendimentos');
    expect(menu.connections).toBe('Conexões');
    expect(menu.contacts).toBe('Contatos');
    expect(menu.queues).toBe('Filas & Chatbot');
    expect(menu.users).toBe('Usuários');
    expect(menu.settings).toBe('Configurações');
    expect(menu.financeiro).toBe('Financeiro');
    expect(topbar.logout).toBe('Sair');
    for (const key of ['tickets', 'connections', 'contacts', 'users', 'settings', 'financeiro'] as const) {
      expect(menu[key]).not.toBe(translations.en.menu[key]);
    }
    expect(translations.pt.auth.accountElsewhere).toBe('Sua conta foi acessada em outro computador.');
    expect(translations.en.auth.accountElsewhere).toBe('Your account was accessed on another computer.');
  });
});
