import { fireEvent, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNSUBSCRIBE_MESSAGES } from '#shared/api/unsubscribe';
import { renderWithQueryClient } from '#web/test/render-with-query-client';
import { type StubAnswer, stubSignedInApi } from '#web/test/stub-api';
import { UnsubscribePage } from './UnsubscribePage';

function renderPage(path: string, answers: Record<string, StubAnswer>) {
  const calls = stubSignedInApi(answers);
  const router = createMemoryRouter([{ path: '/unsubscribe', element: <UnsubscribePage /> }], {
    initialEntries: [path],
  });
  renderWithQueryClient(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return calls;
}

const invalid = {
  status: 400,
  json: { error: { code: 'invalid_link', message: UNSUBSCRIBE_MESSAGES.invalidLink } },
};

afterEach(() => vi.unstubAllGlobals());

describe('/unsubscribe', () => {
  it('unsubscribes once on load and switches the emails back on', async () => {
    const calls = renderPage('/unsubscribe?token=abc.def', {
      'POST /notifications/unsubscribe?token=abc.def': {
        json: { message: UNSUBSCRIBE_MESSAGES.unsubscribed, email: 'tess@example.com', subscribed: false },
      },
      'POST /notifications/resubscribe?token=abc.def': {
        json: { message: UNSUBSCRIBE_MESSAGES.resubscribed, email: 'tess@example.com', subscribed: true },
      },
    });
    await screen.findByText(UNSUBSCRIBE_MESSAGES.unsubscribed);
    screen.getByText('tess@example.com');
    expect(calls).toEqual([{ method: 'POST', path: '/notifications/unsubscribe?token=abc.def', body: undefined }]);
    expect(document.title).toContain('Unsubscribe');

    fireEvent.click(screen.getByRole('button', { name: 'Switch notifications back on' }));
    await screen.findByText(UNSUBSCRIBE_MESSAGES.resubscribed);
    expect(calls.map((c) => c.path)).toEqual([
      '/notifications/unsubscribe?token=abc.def',
      '/notifications/resubscribe?token=abc.def',
    ]);
    expect(screen.queryByRole('button', { name: 'Switch notifications back on' })).toBeNull();
  });

  it("shows the worker's error for a link it does not accept", async () => {
    renderPage('/unsubscribe?token=forged', { 'POST /notifications/unsubscribe?token=forged': invalid });
    expect((await screen.findByRole('alert')).textContent).toBe(UNSUBSCRIBE_MESSAGES.invalidLink);
    expect(screen.queryByRole('button', { name: 'Switch notifications back on' })).toBeNull();
  });

  it('an expired link (or one from before links expired) says so and points to Account Settings', async () => {
    renderPage('/unsubscribe?token=old', {
      'POST /notifications/unsubscribe?token=old': {
        status: 410,
        json: { error: { code: 'link_expired', message: UNSUBSCRIBE_MESSAGES.expiredLink } },
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(UNSUBSCRIBE_MESSAGES.expiredLink);
    expect(screen.getByRole('link', { name: 'Account Settings' }).getAttribute('href')).toBe('/account');
  });

  it('shows why switching back on was refused, keeping the unsubscribed state', async () => {
    renderPage('/unsubscribe?token=abc.def', {
      'POST /notifications/unsubscribe?token=abc.def': {
        json: { message: UNSUBSCRIBE_MESSAGES.unsubscribed, email: 'tess@example.com', subscribed: false },
      },
      'POST /notifications/resubscribe?token=abc.def': {
        status: 403,
        json: { error: { code: 'csrf_rejected', message: 'Cross-site request refused' } },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Switch notifications back on' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Cross-site request refused');
    screen.getByText(UNSUBSCRIBE_MESSAGES.unsubscribed);
  });

  it('says the link is invalid without asking the worker when there is no token', () => {
    const calls = renderPage('/unsubscribe', {});
    expect(screen.getByRole('alert').textContent).toBe(UNSUBSCRIBE_MESSAGES.invalidLink);
    expect(calls).toEqual([]);
  });
});
