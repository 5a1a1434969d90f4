/** First message per field path of a zod error (`fields` in the API error shape; form errors on the web). */
export function zodFieldErrors(
  error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] },
  fallbackKey = 'body',
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || fallbackKey;
    fields[path] ??= issue.message;
  }
  return fields;
}
