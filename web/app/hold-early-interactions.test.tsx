import { act, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { replayHeldInteractions } from '#web/lib/early-interactions';
import { handledByReact, holdEarlyInteractions } from './hold-early-interactions';

/**
 * The loader's holding (this module) and the app's replay (lib/early-interactions) together, on a
 * page as the worker sends it, hydrated by the React the app ships.
 */
const SERVER_HTML =
  '<form action="/trainers" method="get"><input name="search" type="search"/><button type="submit">Search</button></form>' +
  '<form method="post" novalidate=""><input name="email" type="email" value=""/><button type="submit">Subscribe</button></form>' +
  '<button type="button">More filters</button>';

function Page(props: { onSearch: () => void; onSubscribe: (email: string) => void; onMore: () => void }) {
  const subscribe = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSubscribe(String(new FormData(event.currentTarget).get('email')));
  };
  return (
    <>
      <form action="/trainers" method="get" onSubmit={props.onSearch}>
        <input name="search" type="search" />
        <button type="submit">Search</button>
      </form>
      <form method="post" noValidate onSubmit={subscribe}>
        <input name="email" type="email" defaultValue="" />
        <button type="submit">Subscribe</button>
      </form>
      <button type="button" onClick={props.onMore}>
        More filters
      </button>
    </>
  );
}

const byText = (text: string) => {
  const element = [...document.querySelectorAll<HTMLElement>('button')].find((b) => b.textContent === text);
  if (!element) throw new Error(text);
  return element;
};
const emailBox = () => document.querySelector<HTMLInputElement>('input[name=email]') as HTMLInputElement;

let root: Root | undefined;
let holding: AbortController;
let defaultPrevented: boolean[] = [];
const recordDefault = (event: Event) => defaultPrevented.push(event.defaultPrevented);

// These tests drive React themselves (no testing library): tell it so.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeEach(() => {
  document.body.innerHTML = `<div id="root">${SERVER_HTML}</div>`;
  holding = new AbortController();
  window.earlyInteractions = holdEarlyInteractions(document, holding.signal);
  defaultPrevented = [];
  // Last in line (bubbling, on window): sees whether anything stopped the browser's default.
  window.addEventListener('submit', recordDefault);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  holding.abort();
  window.removeEventListener('submit', recordDefault);
  delete window.earlyInteractions;
});

/**
 * Hydrates the page. Elements shown pending differ from the render by those attributes: React's
 * development build says so (production hydration does not compare attributes) and leaves them.
 */
function hydrate(props: Parameters<typeof Page>[0]) {
  const container = document.getElementById('root') as HTMLElement;
  const pending = container.querySelector('[data-pending]') !== null;
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    act(() => {
      root = hydrateRoot(container, <Page {...props} />);
    });
    const messages = errors.mock.calls.map(([message]) => String(message));
    expect(messages).toEqual(pending ? [expect.stringContaining('some attributes of the server rendered HTML')] : []);
  } finally {
    errors.mockRestore();
  }
}

describe('interactions before the app can respond', () => {
  it('knows which elements React handles: none before hydration, all after', () => {
    expect(handledByReact(byText('More filters'))).toBe(false);
    hydrate({ onSearch: vi.fn(), onSubscribe: vi.fn(), onMore: vi.fn() });
    expect(handledByReact(byText('More filters'))).toBe(true);
    expect(handledByReact(byText('Subscribe'))).toBe(true);
  });

  it('holds a click and a post, shows them pending, and replays them in order once hydrated', async () => {
    const calls: string[] = [];
    emailBox().value = 'ana@example.com';
    byText('More filters').click();
    byText('Subscribe').click();
    expect(byText('More filters').hasAttribute('data-pending')).toBe(true);
    expect(byText('Subscribe').getAttribute('aria-busy')).toBe('true');
    // The browser's own post (to this page) never happened.
    expect(defaultPrevented).toEqual([]);
    expect(window.earlyInteractions?.held.map((item) => item.kind)).toEqual(['click', 'submit']);

    hydrate({
      onSearch: vi.fn(),
      onSubscribe: (email) => calls.push(`subscribe ${email}`),
      onMore: () => calls.push('more'),
    });
    expect(calls).toEqual([]);
    await act(async () => {
      replayHeldInteractions();
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(calls).toEqual(['more', 'subscribe ana@example.com']);
    expect(byText('More filters').hasAttribute('data-pending')).toBe(false);
    expect(byText('Subscribe').hasAttribute('aria-busy')).toBe(false);
    expect(window.earlyInteractions?.held).toEqual([]);
  });

  it('lets a search form go as the browser sends it: the same GET the app would navigate to', () => {
    byText('Search').click();
    expect(defaultPrevented).toEqual([false]);
    expect(window.earlyInteractions?.held).toEqual([]);
  });

  it('leaves interactions with hydrated elements to React', () => {
    const onMore = vi.fn();
    hydrate({ onSearch: vi.fn(), onSubscribe: vi.fn(), onMore });
    act(() => byText('More filters').click());
    expect(onMore).toHaveBeenCalledTimes(1);
    expect(window.earlyInteractions?.held).toEqual([]);
  });

  it('holds what happens after the page is interactive in a part React has not hydrated yet', async () => {
    // The page became interactive with the button's part still to come (a lazy form, say).
    replayHeldInteractions();
    byText('More filters').click();
    expect(window.earlyInteractions?.held).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(window.earlyInteractions?.held).toHaveLength(1);

    const onMore = vi.fn();
    hydrate({ onSearch: vi.fn(), onSubscribe: vi.fn(), onMore });
    await act(() => new Promise((resolve) => setTimeout(resolve, 80)));
    expect(onMore).toHaveBeenCalledTimes(1);
  });

  it('drops a held interaction whose element is gone, taking its pending look away', async () => {
    byText('More filters').click();
    const [held] = window.earlyInteractions?.held ?? [];
    byText('More filters').remove();
    replayHeldInteractions();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(window.earlyInteractions?.held).toEqual([]);
    expect(held?.target.hasAttribute('data-pending')).toBe(false);
  });
});
