/** The parts of a keydown the composer reads. */
export interface ComposerKey {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** An input method is composing (Japanese, Chinese…): its Enter picks a candidate, it never sends. */
  isComposing: boolean;
}

/**
 * Whether a key press sends: Ctrl+Enter (Cmd+Enter on a Mac) always; a plain Enter only where
 * `enterSends` (the thread's composer with a keyboard; on a touch screen and in the enquiry form
 * Enter is a new line). Shift+Enter is always a new line.
 */
export function sendsOnKey(event: ComposerKey, enterSends: boolean): boolean {
  if (event.key !== 'Enter' || event.isComposing || event.shiftKey || event.altKey) return false;
  if (event.ctrlKey || event.metaKey) return true;
  return enterSends;
}

/** A plain Enter sends where there is a keyboard and a fine pointer; on touch screens it writes a new line. */
export function enterSendsHere(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(pointer: fine)').matches;
}
