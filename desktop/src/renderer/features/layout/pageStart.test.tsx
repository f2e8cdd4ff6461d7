import '../../test/dom.ts';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_ID } from '../../components/focus/pageStart.ts';
import { initI18n } from '../../i18n/index.ts';
import { SkipLink } from './SkipLink.tsx';
import { usePageStartFocus } from './usePageStartFocus.ts';

/** A frame like the app's: skip link, a top bar button, and a page that renders its heading late (a lazy chunk). */
function Frame() {
  const [section, setSection] = useState('tickets');
  const [pageShown, setPageShown] = useState(false);
  usePageStartFocus(section);
  return (
    <>
      <SkipLink />
      <header>
        <button type="button">Notifications</button>
        <button
          type="button"
          onClick={() => {
            setPageShown(false);
            setSection('tags');
          }}
        >
          Tags
        </button>
        <button type="button" onClick={() => setPageShown(true)}>
          Page loaded
        </button>
      </header>
      <main id={MAIN_ID}>{pageShown && <h1>{section}</h1>}</main>
    </>
  );
}

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

describe('focus at the start of each page', () => {
  it('lands on the heading once the page shows it, after sign-in and after moving to another screen', async () => {
    render(
      <FluentProvider theme={webLightTheme}>
        <Frame />
      </FluentProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Page loaded' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'tickets' })));

    screen.getByRole('button', { name: 'Notifications' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Tags' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page loaded' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'tags' })));
  });

  it('offers "Skip to content" first, which moves focus to the heading', () => {
    render(
      <FluentProvider theme={webLightTheme}>
        <Frame />
      </FluentProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Page loaded' }));
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(document.querySelector('a, button')).toBe(skip);
    screen.getByRole('button', { name: 'Notifications' }).focus();
    fireEvent.click(skip);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'tickets' }));
  });
});
