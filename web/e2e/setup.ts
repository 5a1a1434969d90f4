/**
 * The tests' own requests (fetch from Node) retry a GET or HEAD once when the server closed the
 * kept-alive connection just as it was reused, as browsers do: on a busy machine Node's pool can
 * reuse a socket a moment after wrangler's idle timeout closed it ("other side closed").
 */
const send = globalThis.fetch;

function closedBeforeAnswer(error: unknown): boolean {
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  return cause?.code === 'UND_ERR_SOCKET';
}

globalThis.fetch = async (input, init) => {
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  try {
    return await send(input, init);
  } catch (error) {
    if ((method !== 'GET' && method !== 'HEAD') || !closedBeforeAnswer(error)) throw error;
    return send(input, init);
  }
};
