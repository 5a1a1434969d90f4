/**
 * Where the signed-in visitor's own review (or the review form) will be, while it loads: the
 * reviews below are already shown, so only this part waits.
 */
export function MyReviewLoading() {
  return (
    <div role="status" className="mb-6 flex items-center gap-3 rounded-box border border-base-200 p-6">
      <span className="loading loading-spinner loading-sm" aria-hidden="true" />
      <span className="text-base-content/80">Loading your review…</span>
    </div>
  );
}
