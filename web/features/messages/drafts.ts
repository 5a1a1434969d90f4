/**
 * What someone is writing, kept in this tab's sessionStorage: it survives a reload, the trip
 * through /auth, a failed send and a closed dialog, and is gone when the tab is. With it, the
 * `clientId` made for that very text once a send was tried, so trying again stores one message.
 */
export interface Draft {
  body: string;
  /** Made when the text was first sent; dropped as soon as the text changes (then it is another message). */
  clientId: string | null;
  /** An enquiry's service (the composer on a profile), if one was chosen. */
  serviceId: number | null;
}

const PREFIX = 'message-draft:';

export const EMPTY_DRAFT: Draft = { body: '', clientId: null, serviceId: null };

/** An enquiry to a trainer, typed on their profile (signed in or not). */
export const enquiryDraftKey = (trainerId: number) => `enquiry:${trainerId}`;

/** A reply in a thread; per user, so another account in the same tab never sees it. */
export const threadDraftKey = (userId: string, conversationId: number) => `thread:${userId}:${conversationId}`;

function isDraft(value: unknown): value is Draft {
  if (typeof value !== 'object' || value === null) return false;
  const { body, clientId, serviceId } = value as Record<string, unknown>;
  return (
    typeof body === 'string' &&
    (clientId === null || typeof clientId === 'string') &&
    (serviceId === null || (typeof serviceId === 'number' && Number.isSafeInteger(serviceId)))
  );
}

/** Storage can be missing or refuse (private modes, quota): a draft is then kept in memory only. */
function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readDraft(key: string): Draft {
  try {
    const raw = storage()?.getItem(PREFIX + key);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return isDraft(value) ? value : EMPTY_DRAFT;
  } catch {
    return EMPTY_DRAFT;
  }
}

export function writeDraft(key: string, draft: Draft): void {
  try {
    if (draft.body === '' && draft.clientId === null && draft.serviceId === null) storage()?.removeItem(PREFIX + key);
    else storage()?.setItem(PREFIX + key, JSON.stringify(draft));
  } catch {
    // Full or refused: the text is still in the composer.
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(PREFIX + key);
  } catch {
    // Nothing to clear.
  }
}

/** The draft after the text changed: a new text is a new message, so it gets a new client id when sent. */
export function withBody(draft: Draft, body: string): Draft {
  return body === draft.body ? draft : { ...draft, body, clientId: null };
}

/** The draft as it is being sent: the client id made once for this text, kept for every retry of it. */
export function readyToSend(
  draft: Draft,
  makeId: () => string = () => crypto.randomUUID(),
): Draft & { clientId: string } {
  return { ...draft, clientId: draft.clientId ?? makeId() };
}
