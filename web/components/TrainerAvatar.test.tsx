import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { IMAGE_RESIZING_META } from '#shared/responsive-image';
import { resetImageResizingForTests, ServedImageResizingContext } from '#web/lib/images/image-resizing';
import { TrainerAvatar } from './TrainerAvatar';

const STORED = `/api/images/${'c'.repeat(64)}.jpg`;

describe('TrainerAvatar', () => {
  it('reserves its box with width and height and loads lazily by default', () => {
    render(<TrainerAvatar name="Ana Lee" image="https://img.example/ana.jpg" size={40} />);
    const image = screen.getByRole('img', { name: 'Ana Lee' });
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['40', '40']);
    expect(image.className).toContain('h-10 w-10');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('decoding')).toBe('async');
    expect(image.hasAttribute('fetchpriority')).toBe(false);
  });

  it('loads at once, with high priority, where it is the first thing seen (profile header)', () => {
    render(<TrainerAvatar name="Ana Lee" image="https://img.example/ana.jpg" size={112} priority />);
    const image = screen.getByRole('img', { name: 'Ana Lee' });
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(image.getAttribute('width')).toBe('112');
  });

  it('beside the written name, the photo is decorative: no alt text repeating it', () => {
    const { container } = render(
      <p>
        <TrainerAvatar name="Ana Lee" image="https://img.example/ana.jpg" size={32} decorative />
        Ana Lee
      </p>,
    );
    expect(screen.queryByRole('img', { name: 'Ana Lee' })).toBeNull();
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  describe('sizes', () => {
    afterEach(() => {
      document.head.querySelector(`meta[name="${IMAGE_RESIZING_META}"]`)?.remove();
      resetImageResizingForTests();
    });

    it('without image resizing (local, tests): the stored photo itself, no srcset', () => {
      render(<TrainerAvatar name="Ana Lee" image={STORED} size={64} />);
      const image = screen.getByRole('img', { name: 'Ana Lee' });
      expect(image.getAttribute('src')).toBe(STORED);
      expect(image.hasAttribute('srcset')).toBe(false);
    });

    it("with it, as the page's meta says: 1x and 2x of the stored photo from /cdn-cgi/image", () => {
      const meta = document.createElement('meta');
      meta.name = IMAGE_RESIZING_META;
      meta.content = 'on';
      document.head.append(meta);
      render(<TrainerAvatar name="Ana Lee" image={STORED} size={64} />);
      const image = screen.getByRole('img', { name: 'Ana Lee' });
      expect(image.getAttribute('src')).toBe(`/cdn-cgi/image/width=64,quality=85,fit=scale-down,format=auto${STORED}`);
      expect(image.getAttribute('srcset')).toContain('/cdn-cgi/image/width=128,');
      expect(image.getAttribute('srcset')).toMatch(/ 1x, .* 2x$/);
    });

    it("the worker's render says it per request; a drawn SVG avatar is never resized", () => {
      render(
        <ServedImageResizingContext value={true}>
          <TrainerAvatar name="Ana Lee" image="/api/images/generated/avatar/AL-7.svg" size={40} />
          <TrainerAvatar name="Bo Li" image={STORED} size={40} />
        </ServedImageResizingContext>,
      );
      const svg = screen.getByRole('img', { name: 'Ana Lee' });
      expect(svg.getAttribute('src')).toBe('/api/images/generated/avatar/AL-7.svg');
      expect(svg.hasAttribute('srcset')).toBe(false);
      expect(screen.getByRole('img', { name: 'Bo Li' }).getAttribute('srcset')).toContain('width=80');
    });
  });
});
