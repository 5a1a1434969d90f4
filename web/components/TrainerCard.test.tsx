import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TrainerCardData } from '#shared/api/trainers';
import { renderWithQueryClient } from '#web/test/render-with-query-client';
import { TrainerCard } from './TrainerCard';

const trainer: TrainerCardData = {
  id: 7,
  slug: 'ana-yogini',
  full_name: 'Ana Yogini',
  headline: 'Certified Yoga Instructor',
  profile_image: null,
  categories: ['health_wellness', 'personal_development'],
  min_price: 45,
  min_price_minutes: 60,
  rating_avg: 4.46,
  review_count: 12,
  verified_review_count: 3,
  is_featured: true,
  identity_verified: true,
  email_verified: true,
};

function renderCard(data: TrainerCardData) {
  return renderWithQueryClient(
    <RouterProvider router={createMemoryRouter([{ path: '/', element: <TrainerCard trainer={data} /> }])} />,
  );
}

describe('TrainerCard', () => {
  it('shows the SPEC card fields and links to the profile with source=search', () => {
    renderCard(trainer);
    screen.getByRole('heading', { name: 'Ana Yogini' });
    expect(screen.getByText('Certified Yoga Instructor').className).toContain('line-clamp-2');
    screen.getByText('From $45 / 1 h');
    screen.getByRole('img', { name: 'Rated 4.5 out of 5' });
    screen.getByText('(12)');
    // Beside the review count: the reviews after a completed session.
    expect(screen.getByText('3 verified').previousElementSibling?.textContent).toContain('(12)');
    screen.getByText('Featured');
    screen.getByText('Verified');
    screen.getByText('Health & Wellness');
    screen.getByText('Personal Development');
    const view = screen.getByRole('link', { name: 'View Profile of Ana Yogini' });
    expect(view.textContent).toBe('View Profile');
    expect(view.getAttribute('href')).toBe('/trainer/ana-yogini?source=search');
  });

  it('hides flags that are off and shows initials without a photo', () => {
    renderCard({ ...trainer, is_featured: false, identity_verified: false, rating_avg: 0, review_count: 0 });
    expect(screen.queryByText('Featured')).toBeNull();
    expect(screen.queryByText('Verified')).toBeNull();
    screen.getByText('AY');
  });

  it('says nothing of verified reviews while none is', () => {
    renderCard({ ...trainer, verified_review_count: 0 });
    screen.getByText('(12)');
    expect(screen.queryByText(/verified/)).toBeNull();
  });

  it('shows a trainer without reviews as New, not as rated 0.0 (0)', () => {
    renderCard({ ...trainer, rating_avg: 0, review_count: 0 });
    screen.getByText('New');
    expect(screen.queryByText('0.0')).toBeNull();
    expect(screen.queryByText('(0)')).toBeNull();
    expect(screen.queryByRole('img', { name: /Rated/ })).toBeNull();
  });

  it("shows the photo in the avatar's reserved 64 px box, loading lazily (cards are many, mostly below the fold)", () => {
    renderCard({ ...trainer, profile_image: '/api/images/generated/avatar/AY-7.svg' });
    const image = screen.getByRole('img', { name: 'Ana Yogini' });
    expect(image.getAttribute('src')).toBe('/api/images/generated/avatar/AY-7.svg');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['64', '64']);
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('decoding')).toBe('async');
  });
});
