import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MANAGE_PROFILE_MESSAGES as MESSAGES, type MyService } from '#shared/api/manage-profile';
import { availabilityFixture } from '#web/features/bookings/sessions-fixtures';
import { refreshSession } from '#web/lib/session/refresh-scheduler';
import { renderWithQueryClient } from '#web/test/render-with-query-client';
import { type StubAnswer, stubSignedInApi } from '#web/test/stub-api';
import { ManageProfilePage } from './ManageProfilePage';
import { myProfileFixture } from './manage-profile-fixtures';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const { toast } = await import('sonner');
// happy-dom has no canvas to redraw a photo on: the chosen file is sent as it is.
vi.mock('./photo-resize', () => ({ resizePhoto: async (file: Blob) => file }));

async function renderPage(answers: Record<string, StubAnswer>, initialEntry = '/manage-profile') {
  const calls = stubSignedInApi(answers);
  await act(() => refreshSession());
  const router = createMemoryRouter(
    [
      { path: '/manage-profile', element: <ManageProfilePage /> },
      { path: '/dashboard', element: <p>Dashboard page</p> },
      { path: '/trainer-analytics', element: <p>Analytics page</p> },
    ],
    { initialEntries: [initialEntry] },
  );
  renderWithQueryClient(<RouterProvider router={router} />);
  return { calls, router };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.success).mockClear();
});

describe('ManageProfilePage: Profile & Contact', () => {
  it('saves the edited fields with the loaded version and shows the saved values', async () => {
    let current = myProfileFixture();
    const { calls } = await renderPage({
      'GET /me/trainer/profile': () => ({ json: { profile: current } }),
      'PUT /me/trainer/profile': () => {
        current = myProfileFixture({
          version: 4,
          headline: 'Strength coach',
          instagram_url: 'https://instagram.com/tess',
        });
        return { json: { profile: current, message: MESSAGES.updated } };
      },
    });
    const headline = await screen.findByLabelText(/^Headline/);
    fireEvent.change(headline, { target: { value: 'Strength coach' } });
    fireEvent.change(screen.getByLabelText(/^Instagram/), { target: { value: '@tess' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MESSAGES.updated));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({ version: 3, headline: 'Strength coach', instagram_url: '@tess' });
    // The server's normalised value (a handle becomes the platform URL) replaces what was typed.
    await waitFor(() =>
      expect((screen.getByLabelText(/^Instagram/) as HTMLInputElement).value).toBe('https://instagram.com/tess'),
    );
  });

  it('refuses a WhatsApp number without enough digits in the form, before any request', async () => {
    const { calls } = await renderPage({ 'GET /me/trainer/profile': { json: { profile: myProfileFixture() } } });
    const whatsapp = await screen.findByLabelText(/^WhatsApp number/);
    fireEvent.change(whatsapp, { target: { value: 'call me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('WhatsApp number must contain digits, like +1 555 010 9999');
    fireEvent.change(whatsapp, { target: { value: '12ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('WhatsApp number must have 7 to 15 digits');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('accepts a WhatsApp number with other characters in it (SPEC 5: stripped to digits)', async () => {
    let current = myProfileFixture();
    const { calls } = await renderPage({
      'GET /me/trainer/profile': () => ({ json: { profile: current } }),
      'PUT /me/trainer/profile': () => {
        current = myProfileFixture({ version: 4, whatsapp_number: '15550109999' });
        return { json: { profile: current, message: MESSAGES.updated } };
      },
    });
    fireEvent.change(await screen.findByLabelText(/^WhatsApp number/), { target: { value: '+1 (555) 010-9999 ext' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MESSAGES.updated));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ whatsapp_number: '+1 (555) 010-9999 ext' });
    await waitFor(() =>
      expect((screen.getByLabelText(/^WhatsApp number/) as HTMLInputElement).value).toBe('15550109999'),
    );
  });

  it('tells the trainer when another tab saved first, and reloads the latest version', async () => {
    let loads = 0;
    await renderPage({
      'GET /me/trainer/profile': () => {
        loads += 1;
        return { json: { profile: myProfileFixture(loads > 1 ? { version: 5, bio: 'Saved elsewhere' } : {}) } };
      },
      'PUT /me/trainer/profile': {
        status: 409,
        json: { error: { code: 'stale_profile', message: MESSAGES.stale } },
      },
    });
    fireEvent.change(await screen.findByLabelText(/^Bio/), { target: { value: 'Mine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MESSAGES.stale));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(MESSAGES.stale);
    fireEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect((screen.getByLabelText(/^Bio/) as HTMLTextAreaElement).value).toBe('Saved elsewhere'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends a user without a trainer record to the dashboard', async () => {
    const { router } = await renderPage({
      'GET /me/trainer/profile': {
        status: 404,
        json: { error: { code: 'no_trainer_profile', message: MESSAGES.noTrainer } },
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(toast.error).toHaveBeenCalledWith(MESSAGES.noTrainer);
  });

  it('asks before leaving with unsaved edits', async () => {
    const { router } = await renderPage({ 'GET /me/trainer/profile': { json: { profile: myProfileFixture() } } });
    fireEvent.change(await screen.findByLabelText(/^Bio/), { target: { value: 'Half written' } });
    fireEvent.click(screen.getByRole('link', { name: 'View Analytics' }));
    await screen.findByText('Leave without saving?');
    fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/manage-profile');
    fireEvent.click(screen.getByRole('link', { name: 'View Analytics' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trainer-analytics'));
  });

  it('lists what the profile lacks, each item linking to its field', async () => {
    await renderPage({ 'GET /me/trainer/profile': { json: { profile: myProfileFixture({ bio: 'Hi' }) } } });
    expect((await screen.findByTestId('completeness-score')).textContent).toBe('17%');
    expect(screen.queryByRole('link', { name: 'Write a short bio' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Add at least one service' }).getAttribute('href')).toBe(
      '/manage-profile#edit-services',
    );
  });
});

/** A saved service at version 2, as GET /api/me/trainer/profile lists it. */
const INTRO_CALL: MyService = {
  id: 9,
  title: 'Intro call',
  description: null,
  category: 'business_marketing',
  price: 20,
  currency: 'EUR',
  duration_minutes: 30,
  bookable: false,
  version: 2,
};

describe('ManageProfilePage: Services', () => {
  it('adds a local unsaved service with the SPEC defaults, then saves it', async () => {
    const services: MyService[] = [];
    const { calls } = await renderPage(
      {
        'GET /me/trainer/profile': () => ({ json: { profile: myProfileFixture({ services: [...services] }) } }),
        'POST /me/trainer/services': (body) => {
          const service = { ...(body as Omit<MyService, 'id' | 'version'>), id: 41, description: null, version: 1 };
          services.push(service);
          return { status: 201, json: { service, message: MESSAGES.serviceAdded } };
        },
      },
      '/manage-profile#edit-services',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add Service' }));
    const card = screen.getByTestId('unsaved-service');
    within(card).getByText('Unsaved');
    expect((within(card).getByLabelText('Category') as HTMLSelectElement).value).toBe('health_wellness');
    expect((within(card).getByLabelText('Price') as HTMLInputElement).value).toBe('0');
    expect((within(card).getByLabelText('Currency') as HTMLSelectElement).value).toBe('USD');
    expect((within(card).getByLabelText('Duration (minutes)') as HTMLInputElement).value).toBe('60');

    fireEvent.change(within(card).getByLabelText(/^Title/), { target: { value: 'Private session' } });
    fireEvent.change(within(card).getByLabelText('Price'), { target: { value: '45.5' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save Service' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MESSAGES.serviceAdded));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      title: 'Private session',
      category: 'health_wellness',
      price: 45.5,
      currency: 'USD',
      duration_minutes: 60,
    });
    await waitFor(() => expect(screen.queryByTestId('unsaved-service')).toBeNull());
    screen.getByTestId('saved-service');
  });

  it('refuses an out-of-range duration with the shared rule’s message', async () => {
    const { calls } = await renderPage(
      { 'GET /me/trainer/profile': { json: { profile: myProfileFixture() } } },
      '/manage-profile#edit-services',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add Service' }));
    const card = screen.getByTestId('unsaved-service');
    fireEvent.change(within(card).getByLabelText(/^Title/), { target: { value: 'Marathon' } });
    fireEvent.change(within(card).getByLabelText('Duration (minutes)'), { target: { value: '900' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save Service' }));
    await within(card).findByText('Duration must be between 15 and 600 minutes');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('updates and removes a saved service', async () => {
    let services: MyService[] = [INTRO_CALL];
    const { calls } = await renderPage({
      'GET /me/trainer/profile': () => ({ json: { profile: myProfileFixture({ services }) } }),
      'PUT /me/trainer/services/9': (body) => {
        services = [{ ...INTRO_CALL, ...(body as Partial<MyService>), version: 3 }];
        return { json: { service: services[0], message: MESSAGES.serviceUpdated } };
      },
      'DELETE /me/trainer/services/9': () => {
        services = [];
        return { json: { id: 9, message: MESSAGES.serviceRemoved } };
      },
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Services' }));
    const card = await screen.findByTestId('saved-service');
    fireEvent.change(within(card).getByLabelText(/^Title/), { target: { value: 'Discovery call' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save Service' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MESSAGES.serviceUpdated));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      title: 'Discovery call',
      currency: 'EUR',
      version: 2,
    });

    fireEvent.click(within(screen.getByTestId('saved-service')).getByRole('button', { name: 'Remove' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove service' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MESSAGES.serviceRemoved));
    await waitFor(() => expect(screen.queryByTestId('saved-service')).toBeNull());
  });

  it('keeps the typed values when another tab saved the service first, and reloads the saved version', async () => {
    const savedElsewhere: MyService = { ...INTRO_CALL, price: 55, version: 3 };
    let puts = 0;
    const { calls } = await renderPage(
      {
        'GET /me/trainer/profile': { json: { profile: myProfileFixture({ services: [INTRO_CALL] }) } },
        'PUT /me/trainer/services/9': (body) => {
          puts += 1;
          if (puts === 1) {
            return {
              status: 409,
              json: { error: { code: 'stale_service', message: MESSAGES.serviceStale }, service: savedElsewhere },
            };
          }
          return {
            json: { service: { ...savedElsewhere, ...(body as object), version: 4 }, message: MESSAGES.serviceUpdated },
          };
        },
      },
      '/manage-profile#edit-services',
    );
    const card = await screen.findByTestId('saved-service');
    const title = () => within(card).getByLabelText(/^Title/) as HTMLInputElement;
    const price = () => within(card).getByLabelText('Price') as HTMLInputElement;
    fireEvent.change(title(), { target: { value: 'Discovery call' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save Service' }));

    const alert = await within(card).findByRole('alert');
    expect(alert.textContent).toContain(MESSAGES.serviceStale);
    expect(alert.textContent).toContain('Saved now: “Intro call”, €55, 30 min');
    expect(toast.error).toHaveBeenCalledWith(MESSAGES.serviceStale);
    expect(toast.success).not.toHaveBeenCalled();
    // Nothing typed is lost.
    expect(title().value).toBe('Discovery call');
    expect(price().value).toBe('20');

    fireEvent.click(within(alert).getByRole('button', { name: 'Reload saved version' }));
    await waitFor(() => expect(title().value).toBe('Intro call'));
    expect(price().value).toBe('55');
    expect(within(card).queryByRole('alert')).toBeNull();

    // Re-applied on top of the saved version, the save names that version.
    fireEvent.change(title(), { target: { value: 'Discovery call' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save Service' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MESSAGES.serviceUpdated));
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toMatchObject([
      { title: 'Discovery call', price: 20, version: 2 },
      { title: 'Discovery call', price: 55, version: 3 },
    ]);
  });

  it('says when another tab removed the service, and offers to save the typed values as a new one', async () => {
    let saved = [INTRO_CALL];
    const { calls } = await renderPage(
      {
        'GET /me/trainer/profile': () => ({ json: { profile: myProfileFixture({ services: saved }) } }),
        'PUT /me/trainer/services/9': {
          status: 404,
          json: { error: { code: 'not_found', message: MESSAGES.serviceGone } },
        },
        'POST /me/trainer/services': (body) => {
          const service = { ...INTRO_CALL, ...(body as object), id: 10, version: 1 };
          saved = [service];
          return { status: 201, json: { service, message: MESSAGES.serviceAdded } };
        },
      },
      '/manage-profile#edit-services',
    );
    const card = await screen.findByTestId('saved-service');
    saved = []; // another tab removes it
    fireEvent.change(within(card).getByLabelText(/^Title/), { target: { value: 'Discovery call' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save Service' }));
    expect((await within(card).findByRole('alert')).textContent).toContain(MESSAGES.serviceGone);
    expect(toast.error).toHaveBeenCalledWith(MESSAGES.serviceGone);
    expect(toast.error).not.toHaveBeenCalledWith(MESSAGES.serviceSaveFailed, expect.anything());

    fireEvent.click(within(card).getByRole('button', { name: 'Save Service' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MESSAGES.serviceAdded));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ title: 'Discovery call', price: 20 });
    await waitFor(() =>
      expect((within(screen.getByTestId('saved-service')).getByLabelText(/^Title/) as HTMLInputElement).value).toBe(
        'Discovery call',
      ),
    );
    expect(screen.getAllByTestId('saved-service')).toHaveLength(1);
  });

  it('drops a service another tab already removed when it is removed here too', async () => {
    let saved = [INTRO_CALL];
    await renderPage(
      {
        'GET /me/trainer/profile': () => ({ json: { profile: myProfileFixture({ services: saved }) } }),
        'DELETE /me/trainer/services/9': {
          status: 404,
          json: { error: { code: 'not_found', message: MESSAGES.serviceGone } },
        },
      },
      '/manage-profile#edit-services',
    );
    const card = await screen.findByTestId('saved-service');
    saved = []; // another tab removes it
    fireEvent.click(within(card).getByRole('button', { name: 'Remove' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove service' }));
    await waitFor(() => expect(screen.queryByTestId('saved-service')).toBeNull());
    expect(toast.success).toHaveBeenCalledWith(MESSAGES.serviceGone);
    expect(toast.error).not.toHaveBeenCalled();
  });
  it('marks a service bookable online, with the hint that availability must be set', async () => {
    let services: MyService[] = [INTRO_CALL];
    const { calls } = await renderPage(
      {
        'GET /me/trainer/profile': () => ({ json: { profile: myProfileFixture({ services }) } }),
        'PUT /me/trainer/services/9': (body) => {
          services = [{ ...INTRO_CALL, ...(body as Partial<MyService>), version: 3 }];
          return { json: { service: services[0], message: MESSAGES.serviceUpdated } };
        },
      },
      '/manage-profile#edit-services',
    );
    const card = await screen.findByTestId('saved-service');
    const bookable = within(card).getByRole('checkbox', { name: 'Bookable online' }) as HTMLInputElement;
    expect(bookable.checked).toBe(false);
    expect(bookable.getAttribute('aria-describedby')).toBeTruthy();
    const hint = document.getElementById(bookable.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toMatch(/Availability tab/);
    fireEvent.click(bookable);
    within(card).getByText('Unsaved changes');
    fireEvent.click(within(card).getByRole('button', { name: 'Save Service' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MESSAGES.serviceUpdated));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ bookable: true, version: 2 });
    await waitFor(() =>
      expect((within(card).getByRole('checkbox', { name: 'Bookable online' }) as HTMLInputElement).checked).toBe(true),
    );
    expect(within(card).queryByText('Unsaved changes')).toBeNull();
  });

  it('sends a new service as not bookable unless ticked', async () => {
    const { calls } = await renderPage(
      {
        'GET /me/trainer/profile': { json: { profile: myProfileFixture() } },
        'POST /me/trainer/services': (body) => ({
          status: 201,
          json: {
            service: { ...INTRO_CALL, ...(body as Partial<MyService>), id: 41, version: 1 },
            message: MESSAGES.serviceAdded,
          },
        }),
      },
      '/manage-profile#edit-services',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add Service' }));
    const card = screen.getByTestId('unsaved-service');
    fireEvent.change(within(card).getByLabelText(/^Title/), { target: { value: 'Private session' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save Service' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MESSAGES.serviceAdded));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ bookable: false });
  });
});

describe('ManageProfilePage: Availability', () => {
  it('loads the availability only when its tab is first opened, and keeps it mounted after', async () => {
    const { calls } = await renderPage({
      'GET /me/trainer/profile': { json: { profile: myProfileFixture() } },
      'GET /me/trainer/availability': { json: { availability: availabilityFixture() } },
    });
    await screen.findByRole('button', { name: 'Save Changes' });
    expect(calls.some((c) => c.path === '/me/trainer/availability')).toBe(false);
    fireEvent.click(screen.getByRole('tab', { name: 'Availability' }));
    expect(screen.getByRole('tab', { name: 'Availability' }).getAttribute('aria-selected')).toBe('true');
    const buffer = await screen.findByLabelText('Buffer between sessions (minutes)');
    fireEvent.change(buffer, { target: { value: '30' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Services' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Availability' }));
    expect((screen.getByLabelText('Buffer between sessions (minutes)') as HTMLInputElement).value).toBe('30');
    expect(calls.filter((c) => c.path === '/me/trainer/availability')).toHaveLength(1);
  });
});

describe('ManageProfilePage: photo', () => {
  it("clears a failed upload's message when the next upload succeeds", async () => {
    await renderPage({
      'GET /me/trainer/profile': { json: { profile: myProfileFixture() } },
      'PUT /me/trainer/photo': {
        json: { profile_image: `/api/images/${'a'.repeat(64)}.png`, message: 'Profile photo updated!' },
      },
    });
    const input = await screen.findByLabelText('Profile photo');
    fireEvent.change(input, { target: { files: [new File(['not an image'], 'notes.txt', { type: 'text/plain' })] } });
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.photoType);

    fireEvent.change(input, { target: { files: [new File([new Uint8Array(64)], 'me.png', { type: 'image/png' })] } });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Profile photo updated!'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
  });
});
