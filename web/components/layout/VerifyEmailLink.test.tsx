import { act, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_LINK_MESSAGES as MESSAGES } from '#shared/api/account-links';
import { meKeys } from '#web/features/account/api/query-keys';
import { createQueryClient } from '#web/lib/query-client';
import { renderWithQueryClient } from '#web/test/render-with-query-client';
import { VerifyEmailLink } from './VerifyEmailLink';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const { toast } = await import('sonner');

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

/** The verify endpoint answers with `answer`; returns the bodies it was sent. */
function stubVerify(answer: { status?: number; json: unknown }) {
  const bodies: unknown[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (url === '/api/auth/verify-email' && init.method === 'POST') {
      bodies.push(JSON.parse(String(init.body)));
      return Response.json(answer.json, { status: answer.status ?? 200 });
    }
    return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
  });
  return bodies;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <VerifyEmailLink />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const client = createQueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  renderWithQueryClient(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
    client,
  );
  return { router, invalidate };
}

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('VerifyEmailLink', () => {
  it('sends the token once, takes it out of the address (other parameters kept) and toasts the answer', async () => {
    const token = 'verify-token-aaaaaaaaaaaaaaaa';
    const bodies = stubVerify({ json: { message: MESSAGES.emailVerified, email: 'ann@example.com' } });
    const { router, invalidate } = renderAt(`/?ref=mail&verify_email=${token}`);
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(MESSAGES.emailVerified));
    expect(bodies).toEqual([{ token }]);
    expect(screen.getByTestId('where').textContent).toBe('/?ref=mail');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: meKeys.me() });

    // The same link again in this page load (Back, a re-render) is not sent a second time.
    await act(() => router.navigate(`/?verify_email=${token}`));
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
    expect(bodies).toHaveLength(1);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("toasts the worker's message for a link that cannot be used", async () => {
    const token = 'verify-token-bbbbbbbbbbbbbbbb';
    const bodies = stubVerify({
      status: 410,
      json: { error: { code: 'link_expired', message: MESSAGES.linkExpired } },
    });
    const { router, invalidate } = renderAt(`/?verify_email=${token}`);
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith(MESSAGES.linkExpired));
    expect(bodies).toEqual([{ token }]);
    expect(router.state.location.search).toBe('');
    expect(invalidate).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('does nothing without the parameter', async () => {
    const bodies = stubVerify({ json: {} });
    const { router } = renderAt('/?ref=mail');
    await act(async () => {});
    expect(bodies).toEqual([]);
    expect(router.state.location.search).toBe('?ref=mail');
  });
});
