import '../../test/dom.ts';
import { LIST_PAGE_SIZE, type ChannelPayloads } from '@balcao/shared';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError.ts';
import { initI18n } from '../../i18n/index.ts';
import { AppToaster } from '../toast.tsx';
import { createRecordListStore, ListPage, liveRecords, textMatches, useRecordList, type PageFetcher } from './index.ts';

type Tag = ChannelPayloads['tag'] extends infer P ? (P extends { tag: infer R } ? R : never) : never;

const useTagsStore = createRecordListStore<Tag>({
  order: (a, b) => a.name.localeCompare(b.name),
  keeps: (tag, search) => textMatches(search, tag.name),
});
const onTagEvent = liveRecords('tag', useTagsStore);

/** The server's side: every tag, and each page asked for. */
let serverTags: Tag[] = [];
let asked: { search: string; pageNumber: number }[] = [];
let refuse = false;

const fetchTags: PageFetcher<Tag> = (search, pageNumber) => {
  asked.push({ search, pageNumber });
  if (refuse) {
    return Promise.reject(new ApiError(403, { error: 'ERR_NO_PERMISSION', message: 'no' }));
  }
  const matching = serverTags.filter((tag) => textMatches(search, tag.name)).sort((a, b) => a.name.localeCompare(b.name));
  const start = (pageNumber - 1) * LIST_PAGE_SIZE;
  return Promise.resolve({ records: matching.slice(start, start + LIST_PAGE_SIZE), hasMore: start + LIST_PAGE_SIZE < matching.length });
};

function tag(id: number, name: string): Tag {
  return { id, name, color: '#336699', kanban: false, userId: null, ticketsCount: 0 };
}

function TagsScreen() {
  const list = useRecordList({ store: useTagsStore, fetchPage: fetchTags });
  return (
    <ListPage
      name="tags"
      title="Tags"
      list={list}
      searchLabel="Search"
      empty={{ title: 'No tags yet.', hint: 'Add a tag to sort tickets.' }}
    >
      <ul>
        {list.records.map((record) => (
          <li key={record.id}>{record.name}</li>
        ))}
      </ul>
    </ListPage>
  );
}

function show() {
  return render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter>
        <TagsScreen />
        <AppToaster />
      </MemoryRouter>
    </FluentProvider>,
  );
}

/** jsdom lays nothing out: give the list a size and a scroll position. */
function layOut(
  element: HTMLElement,
  { scrollHeight, clientHeight, scrollTop }: { scrollHeight: number; clientHeight: number; scrollTop: number },
) {
  Object.defineProperty(element, 'scrollHeight', { configurable: true, value: scrollHeight });
  Object.defineProperty(element, 'clientHeight', { configurable: true, value: clientHeight });
  element.scrollTop = scrollTop;
}

const names = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  useTagsStore.getState().reset();
  serverTags = [];
  asked = [];
  refuse = false;
});
afterEach(cleanup);

describe('the list-screen kit', () => {
  it('shows a skeleton, then the empty state with its first-step hint', async () => {
    show();
    expect(screen.getByTestId('tags-skeleton')).toBeTruthy();
    expect(await screen.findByText('Add a tag to sort tickets.')).toBeTruthy();
    expect(screen.getByTestId('tags-empty').textContent).toContain('No tags yet.');
  });

  it('searches once the typing stops, and says when nothing matches', async () => {
    serverTags = [tag(1, 'billing'), tag(2, 'urgent')];
    show();
    await waitFor(() => expect(names()).toEqual(['billing', 'urgent']));
    const box = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'u' } });
    fireEvent.change(box, { target: { value: 'ur' } });
    fireEvent.change(box, { target: { value: 'urg' } });
    await waitFor(() => expect(names()).toEqual(['urgent']));
    expect(asked.map(({ search }) => search)).toEqual(['', 'urg']);
    fireEvent.change(box, { target: { value: 'nothing' } });
    expect(await screen.findByText('Nothing matches “nothing”.')).toBeTruthy();
  });

  it('loads the next page only when the user scrolls within 100 px of the bottom', async () => {
    serverTags = Array.from({ length: 45 }, (_, index) => tag(index + 1, `tag ${String(index + 1).padStart(2, '0')}`));
    show();
    const list = screen.getByTestId('tags-list');
    layOut(list, { scrollHeight: 2_000, clientHeight: 500, scrollTop: 0 });
    await waitFor(() => expect(names()).toHaveLength(LIST_PAGE_SIZE));
    fireEvent.scroll(list);
    layOut(list, { scrollHeight: 2_000, clientHeight: 500, scrollTop: 1_300 });
    fireEvent.scroll(list);
    expect(asked).toHaveLength(1);
    layOut(list, { scrollHeight: 2_000, clientHeight: 500, scrollTop: 1_401 });
    fireEvent.scroll(list);
    await waitFor(() => expect(names()).toHaveLength(2 * LIST_PAGE_SIZE));
    expect(asked.map(({ pageNumber }) => pageNumber)).toEqual([1, 2]);
  });

  it('applies created, changed and deleted records live without asking the server, and fetches again on reload', async () => {
    serverTags = [tag(1, 'billing'), tag(2, 'urgent')];
    show();
    await waitFor(() => expect(names()).toEqual(['billing', 'urgent']));
    act(() => {
      onTagEvent({ action: 'create', tag: tag(3, 'complaint') });
      onTagEvent({ action: 'update', tag: tag(2, 'asap') });
      onTagEvent({ action: 'delete', tagId: 1 });
    });
    expect(names()).toEqual(['asap', 'complaint']);
    expect(asked).toHaveLength(1);
    serverTags = [tag(9, 'from the server')];
    act(() => onTagEvent({ action: 'reload' }));
    await waitFor(() => expect(names()).toEqual(['from the server']));
    expect(asked).toHaveLength(2);
  });

  it('leaves a screen the server refuses with the no-permission toast', async () => {
    refuse = true;
    show();
    expect(await screen.findByText('You are not allowed to access this page.')).toBeTruthy();
  });
});
