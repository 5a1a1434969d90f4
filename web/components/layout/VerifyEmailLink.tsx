import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { verifyEmail } from '#web/features/auth/api/verify-email';
import { apiErrorMessage } from '#web/lib/api-client';
import { toast } from '#web/lib/toast';

/** The query parameter of the links the verification emails carry (`/?verify_email=<token>`). */
export const VERIFY_EMAIL_PARAM = 'verify_email';

const VERIFY_FAILED = 'Could not verify your email. Please try again.';

/** One request per link whatever React does (StrictMode, re-renders, Back). */
const followed = new Set<string>();

/** Renders nothing, so the worker's first screen is the same with or without the parameter; acts after hydration. */
export function VerifyEmailLink() {
  const [params, setParams] = useSearchParams();
  const client = useQueryClient();
  const token = params.get(VERIFY_EMAIL_PARAM);

  useEffect(() => {
    if (token === null) return;
    const next = new URLSearchParams(params);
    next.delete(VERIFY_EMAIL_PARAM);
    // Taken out at once, so a reload does not send a link that is already used.
    setParams(next, { replace: true, preventScrollReset: true });
    if (followed.has(token)) return;
    followed.add(token);
    verifyEmail(client, { token }).then(
      (answer) => toast.success(answer.message),
      (error: unknown) => toast.error(apiErrorMessage(error, VERIFY_FAILED)),
    );
  }, [token, params, setParams, client]);

  return null;
}
