import { describe, expect, it, vi } from 'vitest';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() }, Toaster: () => null }));
const sonner = await import('sonner');
const { subscribeToasterWanted, toast, toasterWanted } = await import('./toast');
const { ApiRequestError } = await import('./api-client');

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

describe('an error toast with its cause', () => {
  const serverError = (reference: string, message = 'Something went wrong. Please try again.') =>
    new ApiRequestError(503, 'service_unavailable', message, undefined, undefined, reference);

  it("names a 5xx's reference under the message, after any description", async () => {
    vi.mocked(sonner.toast.error).mockClear();
    toast.error('Failed to remove trainer', { cause: serverError('ref-1') });
    toast.error('Failed to update profile', { description: 'Try again', id: 'form', cause: serverError('ref-2') });
    await vi.waitFor(() => expect(sonner.toast.error).toHaveBeenCalledTimes(2));
    expect(vi.mocked(sonner.toast.error).mock.calls).toEqual([
      ['Failed to remove trainer', { description: 'Reference: ref-1' }],
      ['Failed to update profile', { description: 'Try again Reference: ref-2', id: 'form' }],
    ]);
  });

  it('adds nothing when the message already ends with it, or the cause has none (a 4xx, the network)', async () => {
    vi.mocked(sonner.toast.error).mockClear();
    toast.error('Down. Reference: ref-3', { cause: serverError('ref-3', 'Down. Reference: ref-3') });
    toast.error('Already subscribed', { id: 'n', cause: new ApiRequestError(409, 'conflict', 'dup') });
    toast.error('Network error', { cause: new TypeError('Failed to fetch') });
    await vi.waitFor(() => expect(sonner.toast.error).toHaveBeenCalledTimes(3));
    expect(vi.mocked(sonner.toast.error).mock.calls).toEqual([
      ['Down. Reference: ref-3'],
      ['Already subscribed', { id: 'n' }],
      ['Network error'],
    ]);
  });
});
