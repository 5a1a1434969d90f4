import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { SavedTrainer } from '#shared/api/saved-trainers';
import { SavedTrainerCard } from './SavedTrainerCard';

const base: SavedTrainer = {
  trainer_id: 3,
  slug: 'mo',
  full_name: 'Mo Mentor',
  headline: null,
  profile_image: null,
  categories: ['technology_digital', 'business_marketing', 'technology_digital'],
  min_price: 25,
  min_price_minutes: 60,
  is_featured: true,
  identity_verified: false,
  saved_at: '2026-11-01T00:00:00.000Z',
};

describe('SavedTrainerCard', () => {
  it('shows the default headline, unique humanised categories, the lowest price and the flags', () => {
    const onRemove = vi.fn();
    render(
      <RouterProvider
        router={createMemoryRouter([
          { path: '/', element: <SavedTrainerCard trainer={base} removing={false} onRemove={onRemove} /> },
        ])}
      />,
    );
    screen.getByText('Professional Trainer');
    expect(screen.getAllByText('Technology Digital')).toHaveLength(1);
    screen.getByText('Business Marketing');
    screen.getByText('From $25 / 1 h');
    screen.getByText('Featured');
    expect(screen.queryByText('Verified')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Mo Mentor from saved trainers' }));
    expect(onRemove).toHaveBeenCalled();
  });
});
