import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { UNSUBSCRIBE_MESSAGES } from '#shared/api/unsubscribe';
import { usePageMeta } from '#web/components/usePageMeta';
import { useResubscribe, useUnsubscribe } from './api/unsubscribe';

/**
 * /unsubscribe?token=…, the link at the foot of every notification email: opening it
 * unsubscribes (one request per token, also under StrictMode's doubled effects), and one button
 * switches the emails back on.
 */
export function UnsubscribePage() {
  usePageMeta('Unsubscribe');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { mutate: unsubscribe, data: unsubscribed, error } = useUnsubscribe();
  const resubscribe = useResubscribe();
  const { reset: resetResubscribe } = resubscribe;
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    resetResubscribe();
    unsubscribe(token);
  }, [token, unsubscribe, resetResubscribe]);

  const result = resubscribe.data ?? unsubscribed;
  let body: ReactNode;
  if (!token) {
    body = <InvalidLink message={UNSUBSCRIBE_MESSAGES.invalidLink} />;
  } else if (error) {
    body = <InvalidLink message={error.message || UNSUBSCRIBE_MESSAGES.invalidLink} />;
  } else if (!result) {
    body = (
      <div className="flex justify-center py-10" role="status" aria-label="Unsubscribing">
        <span className="loading loading-spinner loading-lg" />
      </div>
    );
  } else {
    body = (
      <>
        <div role="status" className={`alert ${result.subscribed ? 'alert-success' : 'alert-info'}`}>
          <span>{result.message}</span>
        </div>
        <p className="mt-4 text-base-content/70">
          Email address: <strong className="break-all text-base-content">{result.email}</strong>
        </p>
        {resubscribe.error && (
          <p role="alert" className="alert alert-error mt-4">
            {resubscribe.error.message}
          </p>
        )}
        <div className="mt-6 flex flex-wrap gap-3">
          {!result.subscribed && (
            <button
              type="button"
              className="btn btn-primary"
              disabled={resubscribe.isPending}
              onClick={() => resubscribe.mutate(token)}
            >
              {resubscribe.isPending ? 'Switching on...' : 'Switch notifications back on'}
            </button>
          )}
          <Link to="/account" className="btn btn-ghost">
            Account Settings
          </Link>
        </div>
      </>
    );
  }

  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-3xl font-bold">Unsubscribe</h1>
      <div className="mt-6">{body}</div>
    </section>
  );
}

function InvalidLink({ message }: { message: string }) {
  return (
    <>
      <p role="alert" className="alert alert-error">
        {message}
      </p>
      <p className="mt-4 text-base-content/70">
        You can also switch notification emails off in your{' '}
        <Link to="/account" className="link">
          Account Settings
        </Link>
        .
      </p>
    </>
  );
}
