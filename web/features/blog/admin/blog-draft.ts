import type { CreateBlogPostInput } from '#shared/api/blog';

/** Kept in this browser as typed, so a reload or crash loses nothing; per admin, so a shared browser never mixes them. */
export interface BlogDraft {
  values: CreateBlogPostInput;
  savedAt: string;
}

const keyOf = (userId: string, postId: number | null) => `trainerhub:blog-draft:${userId}:${postId ?? 'new'}`;

function isDraft(value: unknown): value is BlogDraft {
  if (typeof value !== 'object' || value === null) return false;
  const { values, savedAt } = value as Partial<BlogDraft>;
  return (
    typeof savedAt === 'string' &&
    typeof values === 'object' &&
    values !== null &&
    ['title', 'excerpt', 'content'].every((field) => typeof (values as Record<string, unknown>)[field] === 'string') &&
    Array.isArray(values.tags)
  );
}

/** Storage can be full, disabled or hold anything: a draft that cannot be read is no draft. */
export function readBlogDraft(userId: string, postId: number | null): BlogDraft | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(userId, postId)) ?? 'null');
    return isDraft(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeBlogDraft(userId: string, postId: number | null, values: CreateBlogPostInput): void {
  try {
    const draft: BlogDraft = { values, savedAt: new Date().toISOString() };
    localStorage.setItem(keyOf(userId, postId), JSON.stringify(draft));
  } catch {
    // Out of space or storage disabled: the unsaved-changes prompt still guards the text.
  }
}

export function clearBlogDraft(userId: string, postId: number | null): void {
  try {
    localStorage.removeItem(keyOf(userId, postId));
  } catch {
    // Nothing stored, nothing to clear.
  }
}
