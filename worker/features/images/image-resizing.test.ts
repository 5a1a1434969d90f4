import { createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_RESIZING_META } from '#shared/responsive-image';
import worker from '#worker/index';
import { preparePageTests } from '#worker/test/built-shell';
import { createTrainer, createUser } from '#worker/test/fixtures';
import { sql } from '#worker/test/public-pages';
import { imageResizingOn } from './image-resizing';

const PHOTO = `/api/images/${'d'.repeat(64)}.jpg`;
const SLUG = 'resized-rita';

/** The attributes of the first element `selector` matches in `html`. */
async function attributesOf(html: string, selector: string): Promise<Record<string, string> | null> {
  let found: Record<string, string> | null = null;
  await new HTMLRewriter()
    .on(selector, {
      element(element) {
        found ??= Object.fromEntries(element.attributes);
      },
    })
    .transform(new Response(html))
    .text();
  return found;
}

async function profilePage(imageResizing: string): Promise<string> {
  const response = await worker.fetch(
    new Request(`http://localhost/trainer/${SLUG}`),
    { ...env, IMAGE_RESIZING: imageResizing },
    createExecutionContext(),
  );
  expect(response.status).toBe(200);
  return response.text();
}

beforeAll(async () => {
  await preparePageTests();
  const rita = await createUser({ fullName: 'Rita Resized' });
  await createTrainer(rita, { slug: SLUG, services: [{ title: 'Lesson', price: 30 }] });
  await sql('UPDATE profiles SET profile_image = ? WHERE id = ?', PHOTO, rita.id);
});

describe('IMAGE_RESIZING', () => {
  it('is on only when it says "on"', () => {
    expect(imageResizingOn({ IMAGE_RESIZING: 'on' })).toBe(true);
    for (const value of ['off', '', 'On', 'true']) expect(imageResizingOn({ IMAGE_RESIZING: value })).toBe(false);
    // wrangler.toml: off for local development and the tests.
    expect(imageResizingOn(env)).toBe(false);
  });

  it('off: the photo and its preload are the stored URL, and the page says nothing to the app', async () => {
    const html = await profilePage('off');
    expect(await attributesOf(html, `meta[name="${IMAGE_RESIZING_META}"]`)).toBeNull();
    const preload = await attributesOf(html, 'link[rel="preload"][as="image"]');
    expect(preload).toMatchObject({ href: PHOTO, fetchpriority: 'high' });
    expect(preload?.imagesrcset).toBeUndefined();
    const img = await attributesOf(html, '#root img');
    expect(img).toMatchObject({ src: PHOTO, width: '112', height: '112', loading: 'eager' });
    expect(img?.srcset).toBeUndefined();
  });

  it('on: the first screen and the preload name the same resized candidates, and the page tells the app', async () => {
    const html = await profilePage('on');
    expect(await attributesOf(html, `meta[name="${IMAGE_RESIZING_META}"]`)).toMatchObject({ content: 'on' });
    const img = await attributesOf(html, '#root img');
    const preload = await attributesOf(html, 'link[rel="preload"][as="image"]');
    expect(img?.srcset).toMatch(/^\/cdn-cgi\/image\/width=112,[^ ]+ 1x, \/cdn-cgi\/image\/width=224,[^ ]+ 2x$/);
    expect(img?.srcset).toContain(PHOTO);
    // The browser picks the same candidate for both: one request, made with the HTML.
    expect(preload).toMatchObject({ href: img?.src, imagesrcset: img?.srcset, fetchpriority: 'high' });
    expect(img).toMatchObject({ width: '112', height: '112', fetchpriority: 'high' });
  });
});
