import '../../test/dom.ts';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/index.ts';
import { LoginForm } from './LoginForm.tsx';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

describe('the sign-in form', () => {
  it('checks the fields with the server’s schema before sending, and sends the e-mail in lower case', async () => {
    const sent: [string, string][] = [];
    render(
      <FluentProvider theme={webLightTheme}>
        <LoginForm onSubmit={(email, password) => Promise.resolve(void sent.push([email, password]))} />
      </FluentProvider>,
    );
    fireEvent.change(screen.getByTestId('login-email'), { target: { value: 'not an address' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(screen.getByTestId('login-email'), { target: { value: ' Ana@Example.COM ' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(sent).toEqual([['ana@example.com', 'secret']]));
  });
});
