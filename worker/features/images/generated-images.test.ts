import { describe, expect, it } from 'vitest';
import { avatarPath, coverPath } from '#shared/generated-image-paths';
import { generateSeedSql } from '#worker/db/seed/generate-seed';
import { callWorker } from '#worker/test/http';

describe('pictures the worker draws for the demo data', () => {
  it('serves an avatar and a cover as immutable SVGs that can run nothing', async () => {
    const avatar = await callWorker(avatarPath('Zoë O’Neil', 210));
    expect(avatar.status).toBe(200);
    expect(avatar.headers.get('content-type')).toBe('image/svg+xml');
    expect(avatar.headers.get('cache-control')).toContain('immutable');
    // Opened on its own an SVG is a document: the API's policy lets it run and load nothing.
    expect(avatar.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
    const svg = await avatar.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="300" height="300"/);
    expect(svg).toContain('>ZO</text>');

    const cover = await callWorker(coverPath(7));
    expect(cover.status).toBe(200);
    expect(await cover.text()).toContain('width="1200" height="630"');
    // Same URL, same picture.
    expect(await (await callWorker(coverPath(7))).text()).toBe(await (await callWorker(coverPath(7))).text());
  });

  it('answers 404 for anything but the two shapes', async () => {
    for (const path of [
      '/api/images/generated/avatar/ab-1.svg',
      '/api/images/generated/avatar/ABC-1.svg',
      '/api/images/generated/avatar/A-1.png',
      `/api/images/generated/avatar/${encodeURIComponent('<script>')}-1.svg`,
      '/api/images/generated/cover/12345.svg',
      '/api/images/generated/banner/1.svg',
    ]) {
      expect((await callWorker(path)).status, path).toBe(404);
    }
  });

  it('are the only pictures the seed links: no third-party hosts, and each one is served', async () => {
    const sql = generateSeedSql({
      approvedTrainers: 20,
      pendingTrainers: 2,
      rejectedTrainers: 1,
      learners: 5,
      passwordHash: 'x',
      now: new Date('2026-11-01T00:00:00Z'),
    });
    expect(sql).not.toMatch(/pravatar|picsum|unsplash/);
    const paths = [...new Set(sql.match(/\/api\/images\/generated\/[a-z]+\/[A-Z0-9-]+\.svg/g) ?? [])];
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths.slice(0, 40)) expect((await callWorker(path)).status, path).toBe(200);
  });
});
