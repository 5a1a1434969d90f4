import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AnnouncementBanner } from './AnnouncementBanner';

describe('AnnouncementBanner', () => {
  beforeEach(() => localStorage.clear());

  it('shows an enabled announcement in its type colour as a status region', () => {
    render(<AnnouncementBanner announcement={{ enabled: true, message: 'New coaches!', type: 'warning' }} />);
    const banner = screen.getByRole('status');
    expect(banner.textContent).toContain('New coaches!');
    expect(banner.className).toContain('alert-warning');
  });

  it('shows nothing when switched off', () => {
    render(<AnnouncementBanner announcement={{ enabled: false, message: 'Hidden', type: 'info' }} />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('stays dismissed in this browser until the message changes', () => {
    const first = { enabled: true, message: 'Sale this week', type: 'success' as const };
    const { unmount } = render(<AnnouncementBanner announcement={first} />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss announcement' }));
    expect(screen.queryByRole('status')).toBeNull();
    unmount();

    const again = render(<AnnouncementBanner announcement={first} />);
    expect(screen.queryByRole('status')).toBeNull();
    again.unmount();

    render(<AnnouncementBanner announcement={{ ...first, message: 'Sale extended' }} />);
    expect(screen.getByRole('status').textContent).toContain('Sale extended');
  });
});
