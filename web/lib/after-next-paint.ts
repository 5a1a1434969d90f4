/** Resolves once the browser has painted the next frame (a task queued from the frame callback runs after it). */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
