import '../../test/dom.ts';
import type { HelpRecord } from '@balcao/shared';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppToaster } from '../../components/toast.tsx';
import { initI18n } from '../../i18n/index.ts';
import { useSessionStore } from '../../state/session.ts';
import { startApiServer, type ApiServer } from '../../test/apiServer.ts';
import { sessionUser } from '../../test/fixtures.ts';
import HelpsPage from './HelpsPage.tsx';

let server: ApiServer;

function help(id: number, title: string, video: string): HelpRecord {
  return {
    id,
    title,
    description: `How to ${title.toLowerCase()}`,
    video,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
  };
}

beforeAll(async () => {
  await initI18n('en');
  server = await startApiServer({});
});
afterAll(() => server.close());
beforeEach(() => {
  useSessionStore.getState().signedIn(sessionUser());
  server.routes = { 'GET /helps/list': { body: [help(1, 'Answer tickets', 'abcdef123'), help(2, 'Pair a phone', 'dQw4w9WgXcQ')] } };
});
afterEach(cleanup);

function renderPage() {
  render(
    <FluentProvider theme={webLightTheme}>
      <AppToaster />
      <HelpsPage />
    </FluentProvider>,
  );
}

describe('Helps page', { timeout: 15_000 }, () => {
  it('shows every video with its title, description and count, and a plain tile when the thumbnail cannot load', async () => {
    renderPage();
    await screen.findByTestId('help-card-2');
    expect(screen.getByTestId('helps-heading').textContent).toBe('Help (2)');
    expect(screen.getByTestId('help-card-2').textContent).toContain('How to pair a phone');
    const thumbnail = screen.getByTestId('help-thumbnail-dQw4w9WgXcQ');
    expect(thumbnail.getAttribute('src')).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    // No internet here: the image fails and the tile stands in.
    fireEvent.error(thumbnail);
    expect(screen.getByTestId('help-thumbnail-fallback-dQw4w9WgXcQ').textContent).toContain('Video');
  });

  it('plays a video in a dialog that Escape closes', async () => {
    renderPage();
    fireEvent.click(await screen.findByTestId('help-card-2'));
    const video = await screen.findByTestId('help-video');
    expect(video.getAttribute('src')).toContain('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    fireEvent.keyDown(screen.getByTestId('help-video-dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('help-video-dialog')).toBeNull());
  });

  it('says so when there are none', async () => {
    server.routes['GET /helps/list'] = { body: [] };
    renderPage();
    expect(await screen.findByTestId('helps-empty')).toBeTruthy();
    expect(screen.getByTestId('helps-heading').textContent).toBe('Help (0)');
  });
});
