import { describe, expect, it } from 'vitest';
import { type ComposerKey, sendsOnKey } from './composer-keys';

const press = (key: string, mods: Partial<ComposerKey> = {}): ComposerKey => ({
  key,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  isComposing: false,
  ...mods,
});

describe('what sends', () => {
  it('Ctrl+Enter and Cmd+Enter always; plain Enter only where Enter sends', () => {
    expect(sendsOnKey(press('Enter', { ctrlKey: true }), false)).toBe(true);
    expect(sendsOnKey(press('Enter', { metaKey: true }), false)).toBe(true);
    expect(sendsOnKey(press('Enter'), true)).toBe(true);
    expect(sendsOnKey(press('Enter'), false)).toBe(false);
  });

  it('never Shift+Enter (a new line), an input method’s Enter, or another key', () => {
    expect(sendsOnKey(press('Enter', { shiftKey: true }), true)).toBe(false);
    expect(sendsOnKey(press('Enter', { shiftKey: true, ctrlKey: true }), true)).toBe(false);
    expect(sendsOnKey(press('Enter', { isComposing: true }), true)).toBe(false);
    expect(sendsOnKey(press('Enter', { isComposing: true, ctrlKey: true }), true)).toBe(false);
    expect(sendsOnKey(press('a', { ctrlKey: true }), true)).toBe(false);
  });
});
