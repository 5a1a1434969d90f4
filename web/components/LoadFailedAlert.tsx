import { ErrorReference } from '#web/components/ErrorReference';

/** What a screen says when its data failed to load: the message, the error's reference, and Retry. */
export function LoadFailedAlert({
  message,
  error,
  onRetry,
  className = '',
}: {
  message: string;
  error: unknown;
  onRetry: () => void;
  /** Placement on the screen (a margin). */
  className?: string;
}) {
  return (
    <div role="alert" className={`alert alert-error flex flex-wrap justify-between ${className}`.trimEnd()}>
      <span>
        {message}
        <ErrorReference error={error} />
      </span>
      <button type="button" className="btn btn-sm" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
