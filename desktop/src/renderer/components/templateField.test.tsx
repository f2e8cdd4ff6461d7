import '../test/dom.ts';
import type { CloudTemplate } from '@balcao/shared';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/index.ts';
import { useSessionStore } from '../state/session.ts';
import { startApiServer, type ApiServer, type RecordedRequest } from '../test/apiServer.ts';
import { sessionUser } from '../test/fixtures.ts';
import { TemplateField, type TemplateValue } from './TemplateField.tsx';
import { AppToaster } from './toast.tsx';

let server: ApiServer;
let listed: CloudTemplate[];
const template = (name: string, body: string, parameterCount: number): CloudTemplate => ({
  name,
  language: 'pt_BR',
  category: 'MARKETING',
  body,
  parameterCount,
});

/** The field as a form holds it, with what it last chose shown for the test to read. */
function Form({ outbound }: { outbound: boolean }) {
  const [value, setValue] = useState<TemplateValue | null>(null);
  return (
    <FluentProvider theme={webLightTheme}>
      <AppToaster />
      <TemplateField connectionId={5} value={value} onChange={setValue} outbound={outbound} testId="template" />
      <output data-testid="chosen">{JSON.stringify(value)}</output>
    </FluentProvider>
  );
}

const chosen = () => JSON.parse(screen.getByTestId('chosen').textContent ?? 'null') as TemplateValue | null;

beforeAll(async () => {
  await initI18n('en');
  server = await startApiServer({});
});
afterAll(() => server.close());
beforeEach(() => {
  useSessionStore.getState().signedIn(sessionUser({ profile: 'admin' }));
  server.requests.length = 0;
  listed = [template('welcome', 'Hello {{1}}, your order {{2}} shipped', 2), template('bye', 'Thank you!', 0)];
  server.routes = {
    'GET /whatsapp/5/templates': () => ({ body: { templates: listed, fetchedAt: '2026-03-05T14:07:00.000Z' } }),
  };
});
afterEach(cleanup);

describe('the template field', () => {
  it('in the inbox picks the first template, fills its parameters and previews what it will read', async () => {
    render(<Form outbound={false} />);
    await waitFor(() => expect(chosen()).toEqual({ name: 'welcome', language: 'pt_BR', parameters: ['', ''] }));
    fireEvent.change(screen.getByTestId('template-parameter-1'), { target: { value: 'Ana' } });
    expect(screen.getByTestId('template-preview').textContent).toBe('Hello Ana, your order {{2}} shipped');
    fireEvent.change(screen.getByTestId('template-select'), { target: { value: 'bye|pt_BR' } });
    expect(chosen()).toEqual({ name: 'bye', language: 'pt_BR', parameters: [] });
    fireEvent.change(screen.getByTestId('template-select'), { target: { value: 'welcome|pt_BR' } });
    expect(chosen()?.parameters).toEqual(['Ana', '']);
  });

  it('for a campaign or a schedule starts with none chosen, says why a template is needed, and refreshes from Meta', async () => {
    render(<Form outbound />);
    expect(await screen.findByText(/starts conversations only with an approved template/)).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    expect(chosen()).toBeNull();
    listed = [];
    fireEvent.click(screen.getByTestId('template-refresh'));
    expect(await screen.findByText(/No approved template/)).toBeTruthy();
    const refreshed = server.requests.filter((request: RecordedRequest) => request.query.get('refresh') === 'true');
    expect(refreshed).toHaveLength(1);
  });
});
