import { describe, expect, it, vi } from 'vitest';
import { profile } from '#web/test/initial-data-fixtures';
import { renderFirstScreen } from './render-first-screen';

// The browser hydrating these pages without a difference is checked in a real browser, on every
// public page: web/e2e/a11y.e2e.ts fails on the warning a difference logs (main.tsx). Hydrating
// here would need React's server and client renderers in one realm, which share context state.
async function render(path: string, signedInHint = false): Promise<string> {
  const screen = await renderFirstScreen({
    url: `http://localhost${path}`,
    initialData: null,
    signedInHint,
    imageResizing: false,
  });
  expect(screen?.complete, path).toBe(true);
  return screen?.html ?? '';
}

describe('renderFirstScreen', () => {
  it("renders a profile from the page's embedded data", async () => {
    const screen = await renderFirstScreen({
      url: 'http://localhost/trainer/ana-lopez',
      initialData: { query: 'trainer-profile', slug: 'ana-lopez', response: profile },
      signedInHint: false,
      imageResizing: false,
    });
    expect(screen?.complete).toBe(true);
    expect(screen?.html).toContain('<h1 class="text-3xl font-bold">Ana &lt;/script&gt; Lopez</h1>');
  });

  it('puts the profile\'s "Usually replies within N hours" in the first screen, and nothing without a figure', async () => {
    const renderWith = (reply_hours: number | null) =>
      renderFirstScreen({
        url: 'http://localhost/trainer/ana-lopez',
        initialData: {
          query: 'trainer-profile',
          slug: 'ana-lopez',
          response: { trainer: { ...profile.trainer, reply_hours } },
        },
        signedInHint: false,
        imageResizing: false,
      });
    const answered = await renderWith(2);
    expect(answered?.complete).toBe(true);
    expect(answered?.html).toContain('Usually replies within 2 hours');
    expect((await renderWith(null))?.html).not.toContain('Usually replies');
  });

  it('puts "Request a session" in the profile\'s first screen when a service is bookable, and nothing of its dialog', async () => {
    const renderWith = (bookable: boolean) =>
      renderFirstScreen({
        url: 'http://localhost/trainer/ana-lopez',
        initialData: {
          query: 'trainer-profile',
          slug: 'ana-lopez',
          response: {
            trainer: {
              ...profile.trainer,
              services: [
                {
                  id: 1,
                  title: 'Morning yoga',
                  description: null,
                  category: 'health_wellness',
                  price: 40,
                  currency: 'USD',
                  duration_minutes: 60,
                  bookable,
                },
              ],
            },
          },
        },
        signedInHint: false,
        imageResizing: false,
      });
    const offered = await renderWith(true);
    expect(offered?.complete).toBe(true);
    expect(offered?.html).toContain('>Request a session</button>');
    expect(offered?.html).not.toContain('Times in');
    expect((await renderWith(false))?.html).not.toContain('Request a session');
  });

  it('a component that fails leaves its part to the browser and the render says it is not complete', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const screen = await renderFirstScreen({
        url: 'http://localhost/trainer/ana-lopez',
        // A trainer without a name: the profile page cannot render from it.
        initialData: {
          query: 'trainer-profile',
          slug: 'ana-lopez',
          response: { trainer: { ...profile.trainer, full_name: null } },
        },
        signedInHint: false,
        imageResizing: false,
      } as unknown as Parameters<typeof renderFirstScreen>[0]);
      expect(screen?.complete).toBe(false);
      // The layout around the failed part is still there.
      expect(screen?.html).toContain('href="/trainers"');
      // What failed goes back to the worker, which logs it under the request's id.
      expect(screen?.errors).toContainEqual(expect.any(Error));
    } finally {
      errors.mockRestore();
    }
  });

  it('renders what has no embedded data as loading, as the browser does before its requests answer', async () => {
    const html = await render('/trainer/ana-lopez');
    expect(html).toContain('aria-label="Loading trainer"');
  });

  it('forms work before they hydrate: searches are GET forms to their page, the others POST forms', async () => {
    // A POST is held by the page's loader until the app's handler is there (lib/early-interactions);
    // a GET goes where the app would navigate. Neither waits behind a disabled button.
    const formTags = (html: string) => html.match(/<form[^>]*>/g) ?? [];
    const contact = await render('/contact');
    expect(formTags(contact)).toEqual([expect.stringMatching(/ method="post"/)]);
    expect(contact).toContain('<button type="submit" class="btn btn-primary">Send Message</button>');
    const home = await render('/');
    expect(formTags(home)).toEqual([
      expect.stringMatching(/ action="\/trainers" method="get"/),
      expect.stringMatching(/ method="post"/),
    ]);
    expect(home).toContain('<button type="submit" class="btn btn-secondary join-item">Subscribe</button>');
    const browse = await render('/trainers?category=creative_arts');
    expect(formTags(browse)).toEqual(['<form action="/trainers" method="get">']);
    for (const name of ['search', 'category', 'sort', 'minPrice', 'maxPrice', 'minRating', 'verified']) {
      expect(browse).toContain(`name="${name}"`);
    }
    expect(browse).toContain('<option value="creative_arts" selected="">');
  });

  it('never shows "Save Trainer" to a signed-in visitor before their saved list is known', async () => {
    const signedOut = await renderFirstScreen({
      url: 'http://localhost/trainer/ana-lopez',
      initialData: { query: 'trainer-profile', slug: 'ana-lopez', response: profile },
      signedInHint: false,
      imageResizing: false,
    });
    expect(signedOut?.html).toContain('Save Trainer');
    const hinted = await renderFirstScreen({
      url: 'http://localhost/trainer/ana-lopez',
      initialData: { query: 'trainer-profile', slug: 'ana-lopez', response: profile },
      signedInHint: true,
      imageResizing: false,
    });
    expect(hinted?.html).not.toContain('Save Trainer');
    expect(hinted?.html).toContain('Checking…');
    expect(hinted?.html).toContain('aria-busy="true"');
  });

  it('the account area follows the "signed in" hint: sign-in links without it, loading with it', async () => {
    const anonymous = await render('/about');
    expect(anonymous).toContain('href="/auth"');
    expect(anonymous).not.toContain('Loading account');
    const hinted = await render('/about', true);
    expect(hinted).toContain('aria-label="Loading account"');
    expect(hinted).not.toContain('href="/auth"');
  });

  it('renders the password-reset screens of /auth from the address alone, signed in or not (a link as being checked)', async () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz_0123456789';
    for (const hinted of [false, true]) {
      const forgot = await render('/auth?mode=forgot&email=ann%40example.com', hinted);
      expect(forgot).toContain('Reset your password</h1>');
      expect(forgot).toContain('value="ann@example.com"');
      const reset = await render(`/auth?mode=reset&token=${token}`, hinted);
      expect(reset).toContain('Choose a new password</h1>');
      // The link is checked before its form shows, so a used one never offers a form to fill in.
      expect(reset).toContain('aria-label="Checking your link"');
      expect(reset).not.toContain('<form');
      const broken = await render('/auth?mode=reset&token=x', hinted);
      expect(broken).toContain('This link is not valid. Ask for a new one.');
      expect(broken).not.toContain('<form');
    }
    expect(await render('/auth')).toContain('href="/auth?mode=forgot"');
  });

  it('gives a stored photo resized candidates only where image resizing is on', async () => {
    const photo = `/api/images/${'a'.repeat(64)}.jpg`;
    const withPhoto = { ...profile, trainer: { ...profile.trainer, profile_image: photo } };
    const renderProfile = async (imageResizing: boolean) => {
      const screen = await renderFirstScreen({
        url: 'http://localhost/trainer/ana-lopez',
        initialData: { query: 'trainer-profile', slug: 'ana-lopez', response: withPhoto },
        signedInHint: false,
        imageResizing,
      });
      return screen?.html.match(/<img [^>]*>/)?.[0] ?? '';
    };
    const off = await renderProfile(false);
    expect(off).toContain(`src="${photo}"`);
    expect(off).not.toContain('srcSet');
    expect(off).not.toContain('srcset');
    const on = await renderProfile(true);
    expect(on).toContain(
      `srcSet="/cdn-cgi/image/width=112,quality=85,fit=scale-down,format=auto${photo} 1x, /cdn-cgi/image/width=224,`,
    );
    // The hero: eager and first, as the worker's preload of it.
    expect(on).toContain('fetchPriority="high"');
    expect(on).toContain('width="112" height="112"');
  });

  it('a verification link renders the page as without it (the link is followed once the page has hydrated)', async () => {
    const plain = await render('/about');
    expect(await render('/about?verify_email=AbCdEfGhIjKlMnOpQrStUvWxYz')).toBe(plain);
  });
});
