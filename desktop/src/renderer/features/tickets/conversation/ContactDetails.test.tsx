import '../../../test/dom.ts';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n/index.ts';
import { ContactDetails } from './ContactDetails.tsx';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

const base = { name: 'Carla Dias', number: '5511955550001', email: '', profilePicUrl: '', extraInfo: [], onEdit: () => undefined };

describe('contact details in the ticket drawer', () => {
  it("shows the contact's ID and the connection it came through", () => {
    render(
      <FluentProvider theme={webLightTheme}>
        <ContactDetails {...base} uuid="7d3f8a52-1c4e-4b7a-9f0e-2a6b5c8d9e10" whatsapp={{ name: 'Loja Centro' }} />
      </FluentProvider>,
    );
    expect(screen.getByText('Came through')).toBeTruthy();
    expect(screen.getByTestId('contact-source').textContent).toBe('Loja Centro');
    expect(screen.getByText('Contact ID')).toBeTruthy();
    expect(screen.getByTestId('contact-uuid').textContent).toBe('7d3f8a52-1c4e-4b7a-9f0e-2a6b5c8d9e10');
  });

  it('shows neither before the contact has loaded, nor a connection it does not know', () => {
    render(
      <FluentProvider theme={webLightTheme}>
        <ContactDetails {...base} uuid="" whatsapp={null} />
      </FluentProvider>,
    );
    expect(screen.queryByTestId('contact-identity')).toBeNull();
  });
});
