import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '#web/lib/api-client';
import { RouteError } from './RouteError';

afterEach(() => vi.unstubAllGlobals());

const Page = () => null;

/** A page whose loader asks the API, as the browse and profile routes do, answered with `res`. */
function renderPageAnswered(res: Response) {
  vi.stubGlobal('fetch', async () => res);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const router = createMemoryRouter(
    [{ path: '/', loader: () => apiRequest('/trainers'), Component: Page, ErrorBoundary: RouteError }],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

describe('the unexpected-error screen', () => {
  it('tells the user the reference of the request that failed, to quote', async () => {
    renderPageAnswered(
      Response.json(
        {
          error: {
            code: 'internal_error',
            message: 'Something went wrong. Please try again. Reference: 8f1c2b3a4d5e6f70-LHR',
            reference: '8f1c2b3a4d5e6f70-LHR',
          },
        },
        { status: 500, headers: { 'x-request-id': '8f1c2b3a4d5e6f70-LHR' } },
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('Reference: 8f1c2b3a4d5e6f70-LHR')).toBeTruthy();
  });

  it('names none when there is none (a 4xx)', async () => {
    renderPageAnswered(Response.json({ error: { code: 'bad_request', message: 'Bad' } }, { status: 400 }));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.queryByText(/Reference:/)).toBeNull();
  });
});
