/** The one error shape every /api response uses (worker produces it, web parses it). */
export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    /** Field path -> message, for validation errors. */
    fields?: Record<string, string>;
    /**
     * On 5xx answers only: the request id (also the `X-Request-Id` header), which finds the
     * request's log lines; the message ends with "Reference: <id>".
     */
    reference?: string;
  };
}

/** How a 5xx names its request, in the message and in the web's error screens and toasts. */
export function referenceText(reference: string): string {
  return `Reference: ${reference}`;
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string';
}
