import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TrainerService } from '#shared/api/trainers';
import { useSession } from '#web/lib/session/use-session';
import { BOOK_PARAM } from './booking-link';

/** What the request dialog needs of the profile's trainer. */
export interface BookingTrainer {
  id: number;
  slug: string;
  full_name: string;
  services: readonly TrainerService[];
}

const loadRequestSessionDialog = () => import('./RequestSessionDialog');
// The calendar, the form, its schema and zod load when the visitor is about to ask (pointer or focus on a
// button), never with the profile's first screen: this module is what the worker renders, and it stays small.
const RequestSessionDialog = lazy(() =>
  loadRequestSessionDialog().then((module) => ({ default: module.RequestSessionDialog })),
);
const preload = () => {
  loadRequestSessionDialog().catch(() => {});
};

/**
 * "Request a session" on a trainer's profile: for one service (beside its Book Now), or, with
 * `resumeFromAuth`, the profile's general entry, which also reopens the dialog at the note when the
 * visitor comes back from /auth (`?book=1`). Nothing when no service can be booked online; the
 * profile leaves it out on the trainer's own profile and in a preview.
 */
export function RequestSessionButton({
  trainer,
  serviceId,
  resumeFromAuth = false,
}: {
  trainer: BookingTrainer;
  serviceId?: number;
  resumeFromAuth?: boolean;
}) {
  const [open, setOpen] = useState<'fresh' | 'resume' | null>(null);
  const [params, setParams] = useSearchParams();
  const session = useSession().status;
  const returning = resumeFromAuth && params.get(BOOK_PARAM) !== null;
  const bookable = trainer.services.some((service) => service.bookable && (serviceId ?? service.id) === service.id);

  useEffect(() => {
    if (!returning || session === 'loading') return;
    if (session === 'signedIn' && bookable) setOpen('resume');
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(BOOK_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [returning, session, bookable, setParams]);

  if (!bookable) return null;
  return (
    <>
      <button
        type="button"
        className="btn btn-primary btn-outline btn-sm"
        onClick={() => setOpen('fresh')}
        onPointerEnter={preload}
        onFocus={preload}
      >
        Request a session
      </button>
      {open && (
        <Suspense fallback={null}>
          <RequestSessionDialog
            trainer={trainer}
            serviceId={serviceId}
            resume={open === 'resume'}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </>
  );
}
