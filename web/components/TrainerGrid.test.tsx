import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, it } from 'vitest';
import type { TrainerCardData } from '#shared/api/trainers';
import { renderWithQueryClient } from '#web/test/render-with-query-client';
import { TrainerGrid, type TrainerListView } from './TrainerGrid';

const card: TrainerCardData = {
  id: 1,
  slug: 'ana-yogini',
  full_name: 'Ana Yogini',
  headline: 'Yoga',
  profile_image: null,
  categories: ['health_wellness'],
  min_price: 45,
  min_price_minutes: 60,
  rating_avg: 4.5,
  review_count: 2,
  verified_review_count: 0,
  is_featured: false,
  identity_verified: false,
  email_verified: false,
};

function renderGrid(list: Partial<TrainerListView>) {
  const view: TrainerListView = {
    trainers: [card],
    total: 1,
    totalCapped: false,
    hasMore: false,
    loading: false,
    error: null,
    loadMore: () => {},
    firstPage: 1,
    nextPage: null,
    ...list,
  };
  return renderWithQueryClient(
    <RouterProvider
      router={createMemoryRouter([{ path: '/', element: <TrainerGrid list={view} emptyText="No trainers found." /> }])}
    />,
  );
}

describe('TrainerGrid count line', () => {
  it('says how many matched, with thousands separators', () => {
    renderGrid({ total: 1 });
    screen.getByText('1 trainer found');
  });

  it('says "1,000+" when the worker stopped counting at its cap', () => {
    renderGrid({ total: 1000, totalCapped: true, hasMore: true });
    screen.getByText('1,000+ trainers found');
    screen.getByRole('button', { name: 'Load more' });
  });

  it('spells exact totals past a thousand with a separator', () => {
    renderGrid({ total: 12_345 });
    screen.getByText('12,345 trainers found');
  });
});
