import { describe, expect, it } from 'vitest';
import { profile } from '../test/initial-data-fixtures';
import { renderFirstScreen } from './render-first-screen';

// The browser hydrating these pages without a difference is checked in a real browser, on every
// public page: web/e2e/a11y.e2e.ts fails on the warning a difference logs (main.tsx). Hydrating
// here would need React's server and client renderers in one realm, which share context state.
const render = (path: string, signedInHint = false) =>
  renderFirstScreen({ url: `http://localhost${path}`, initialData: null, signedInHint });

describe('renderFirstScreen', () => {
  it("renders a profile from the page's embedded data", async () => {
    const html = await renderFirstScreen({
      url: 'http://localhost/trainer/ana-lopez',
      initialData: { query: 'trainer-profile', slug: 'ana-lopez', response: profile },
      signedInHint: false,
    });
    expect(html).toContain('<h1 class="text-3xl font-bold">Ana &lt;/script&gt; Lopez</h1>');
  });

  it('renders what has no embedded data as loading, as the browser does before its requests answer', async () => {
    const html = await render('/trainer/ana-lopez');
    expect(html).toContain('aria-label="Loading trainer"');
  });

  it('a form cannot be submitted before it is hydrated (the browser would send it as a GET)', async () => {
    expect(await render('/contact')).toMatch(/<button type="submit" class="btn btn-primary" disabled="">/);
  });

  it('the account area follows the "signed in" hint: sign-in links without it, loading with it', async () => {
    const anonymous = await render('/about');
    expect(anonymous).toContain('href="/auth"');
    expect(anonymous).not.toContain('Loading account');
    const hinted = await render('/about', true);
    expect(hinted).toContain('aria-label="Loading account"');
    expect(hinted).not.toContain('href="/auth"');
  });
});
