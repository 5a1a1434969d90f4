import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { MyTrainerSummary } from '#shared/api/me';
import { profileCompleteness } from '#shared/profile-completeness';
import { TrainerStatusCard } from './TrainerStatusCard';

function trainer(overrides: Partial<MyTrainerSummary>): MyTrainerSummary {
  return {
    id: 1,
    slug: 'sam-lee',
    status: 'approved',
    headline: 'Coach',
    status_message: null,
    status_changed_at: null,
    completeness: profileCompleteness({
      description: null,
      headline: 'Coach',
      bio: null,
      profile_image: null,
      service_count: 0,
      website_url: null,
      instagram_url: null,
      tiktok_url: null,
      snapchat_url: null,
      whatsapp_number: null,
    }),
    ...overrides,
  };
}

function renderCard(summary: MyTrainerSummary) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <TrainerStatusCard trainer={summary} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('TrainerStatusCard', () => {
  it("shows the admin's message with an approval or rejection", () => {
    renderCard(trainer({ status: 'rejected', status_message: 'Please add a real photo.' }));
    screen.getByText('Rejected');
    expect(screen.getByLabelText('Message from our team').textContent).toContain('Please add a real photo.');
  });

  it('shows no message box when there is none', () => {
    renderCard(trainer({ status: 'approved' }));
    expect(screen.queryByLabelText('Message from our team')).toBeNull();
    expect(screen.getByRole('link', { name: 'View Public Profile' }).getAttribute('href')).toBe('/trainer/sam-lee');
  });
});
