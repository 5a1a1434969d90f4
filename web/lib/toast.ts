import type { ExternalToast } from 'sonner';

// Sonner loads on the first toast; its store hands over toasts raised before the Toaster subscribed, so none is lost.
type Sonner = typeof import('sonner');
type Message = string;

let sonner: Promise<Sonner> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

/** The sonner module, fetched once. */
export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner');
  return sonner;
}

// Arguments are passed on as given (no added `undefined`), exactly as a direct sonner call.
function show(kind: 'success' | 'error', args: [message: Message, data?: ExternalToast]): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void loadSonner().then((module) => module.toast[kind](...args));
}

export const toast = {
  success: (...args: [message: Message, data?: ExternalToast]) => show('success', args),
  error: (...args: [message: Message, data?: ExternalToast]) => show('error', args),
};

/** For the layout: true once a toast was raised, so the Toaster is mounted only when needed. */
export function subscribeToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toasterWanted(): boolean {
  return wanted;
}
