import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { SIGNED_IN_HINT_COOKIE, SIGNED_IN_HINT_VALUE } from '#shared/session-hint';

// Tests start as a browser that may hold a session (the worker's "signed in" hint is there), so
// the session code asks the stubbed worker; tests of anonymous visits remove it.
beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: sets the hint the way the worker's Set-Cookie would.
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=${SIGNED_IN_HINT_VALUE}; Path=/`;
});

afterEach(() => {
  cleanup();
});
