import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '#web/lib/session/use-session';
import type { EnquiryTrainer } from './EnquiryDialog';
import { COMPOSE_PARAM } from './enquiry-link';

const loadEnquiryDialog = () => import('./EnquiryDialog');
// The form, its schema and zod load when the visitor is about to write (pointer or focus on the button), not with the profile.
const EnquiryDialog = lazy(() => loadEnquiryDialog().then((module) => ({ default: module.EnquiryDialog })));
const preload = () => {
  loadEnquiryDialog().catch(() => {});
};

/**
 * "Send a message" on a trainer's profile (not the trainer's own: the profile leaves it out). Back
 * from /auth (`?message=1`), the composer opens again by itself with the text that was typed.
 */
export function SendMessageButton({ trainer }: { trainer: EnquiryTrainer }) {
  const [open, setOpen] = useState(false);
  const [params, setParams] = useSearchParams();
  const session = useSession().status;
  const returning = params.get(COMPOSE_PARAM) !== null;

  useEffect(() => {
    if (!returning || session === 'loading') return;
    if (session === 'signedIn') setOpen(true);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(COMPOSE_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [returning, session, setParams]);

  return (
    <>
      <button
        type="button"
        className="btn btn-primary btn-sm"
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
      >
        Send a message
      </button>
      {open && (
        <Suspense fallback={null}>
          <EnquiryDialog trainer={trainer} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
