import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TrainerAvatar } from './TrainerAvatar';

describe('TrainerAvatar', () => {
  it('reserves its box with width and height and loads lazily by default', () => {
    render(<TrainerAvatar name="Ana Lee" image="https://img.example/ana.jpg" size={40} />);
    const image = screen.getByRole('img', { name: 'Ana Lee' });
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['40', '40']);
    expect(image.className).toContain('h-10 w-10');
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('loads at once, with high priority, where it is the first thing seen (profile header)', () => {
    render(<TrainerAvatar name="Ana Lee" image="https://img.example/ana.jpg" size={112} priority />);
    const image = screen.getByRole('img', { name: 'Ana Lee' });
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(image.getAttribute('width')).toBe('112');
  });
});
