import '../test/dom.ts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, useLocation } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { installPlatform, type Platform } from '../platform/index.ts';
import { WebPlatform } from '../platform/WebPlatform.ts';
import { useDeepLinks } from './useDeepLinks.ts';

const UUID = '6f1c2f7e-8d4b-4a57-9b0e-0d8c9b6a1e2f';

/** The desktop platform as main answers it: links wait in `waiting` until taken; `arrive` plays a new one. */
function desktopWithLinks(waiting: (string | null)[]) {
  let listener: (() => void) | null = null;
  const platform = Object.assign(new WebPlatform(), {
    kind: 'electron' as const,
    takeDeepLink: () => Promise.resolve(waiting.shift() ?? null),
    onDeepLink: (next: () => void) => {
      listener = next;
      return () => {
        listener = null;
      };
    },
  }) as Platform;
  return {
    platform,
    arrive: (route: string) => {
      waiting.push(route);
      listener?.();
    },
  };
}

function Where({ signedIn }: { signedIn: boolean }) {
  useDeepLinks(signedIn);
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(signedIn: boolean) {
  const router = createMemoryRouter([{ path: '*', element: <Where signedIn={signedIn} /> }], { initialEntries: ['/tickets'] });
  return render(<RouterProvider router={router} />);
}

afterEach(cleanup);

describe('deep links in the renderer', () => {
  it('a link that started the app opens its ticket once the user is signed in', async () => {
    const { platform } = desktopWithLinks([`/tickets/${UUID}`]);
    installPlatform(platform);
    const view = renderAt(false);
    await act(() => Promise.resolve());
    expect(screen.getByTestId('where').textContent).toBe('/tickets');

    view.unmount();
    renderAt(true);
    expect(await screen.findByText(`/tickets/${UUID}`)).toBeTruthy();
  });

  it('a link or notification click while the app runs opens its ticket', async () => {
    const { platform, arrive } = desktopWithLinks([]);
    installPlatform(platform);
    renderAt(true);
    await act(() => Promise.resolve());
    const other = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
    act(() => arrive(`/tickets/${other}`));
    expect(await screen.findByText(`/tickets/${other}`)).toBeTruthy();
  });

  it('ignores a route that is not a ticket', async () => {
    const { platform } = desktopWithLinks(['/settings']);
    installPlatform(platform);
    renderAt(true);
    await act(() => Promise.resolve());
    expect(screen.getByTestId('where').textContent).toBe('/tickets');
  });
});
