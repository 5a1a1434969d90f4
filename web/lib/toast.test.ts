import { describe, expect, it, vi } from 'vitest';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() }, Toaster: () => null }));
const sonner = await import('sonner');
const { subscribeToasterWanted, toast, toasterWanted } = await import('./toast');

describe('lazy toast', () => {
  it('asks for the Toaster on the first toast and hands sonner the arguments as given', async () => {
    expect(toasterWanted()).toBe(false);
    const listener = vi.fn();
    const unsubscribe = subscribeToasterWanted(listener);
    toast.success('Saved');
    toast.error('Failed', { description: 'Try again' });
    expect(toasterWanted()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(sonner.toast.error).toHaveBeenCalledWith('Failed', { description: 'Try again' }));
    expect(vi.mocked(sonner.toast.success).mock.calls).toEqual([['Saved']]);
    unsubscribe();
  });
});
