import type { ExternalToast } from 'sonner';
import { referenceText } from '#shared/api-error';
import { errorReference } from './api-client';

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

/** An error toast's options; `cause`, the failure it tells of, adds its reference (below). */
export type ErrorToast = ExternalToast & { cause?: unknown };

/**
 * A failure the server could not explain (a 5xx) names its reference, "Reference: <id>", under the
 * toast's message (unless the message already ends with it, as the worker's own 5xx messages do),
 * so the user can quote the request whose log lines tell what happened.
 */
function withReference(message: Message, data: ErrorToast): [message: Message, data?: ExternalToast] {
  const { cause, ...rest } = data;
  const reference = errorReference(cause);
  if (!reference || message.includes(reference)) return Object.keys(rest).length > 0 ? [message, rest] : [message];
  const line = referenceText(reference);
  const { description } = rest;
  // Every description the app gives is text; another kind is kept as it is.
  if (description != null && typeof description !== 'string') return [message, rest];
  return [message, { ...rest, description: description ? `${description} ${line}` : line }];
}

export const toast = {
  success: (...args: [message: Message, data?: ExternalToast]) => show('success', args),
  error: (message: Message, data?: ErrorToast) => show('error', data ? withReference(message, data) : [message]),
};

/** For the layout: true once a toast was raised, so the Toaster is mounted only when needed. */
export function subscribeToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toasterWanted(): boolean {
  return wanted;
}
