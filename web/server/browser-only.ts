/**
 * What the worker's bundle has in place of the libraries only the browser runs (wrangler.toml
 * [alias]): toasts (sonner), the testimonial carousel (Embla) and the browser's blog sanitiser
 * (DOMPurify). The first-screen render never reaches them: the Toaster is mounted with the first
 * toast, the carousel once the page is hydrated, and the worker passes blog HTML it has already
 * sanitised (render-first-screen). Left in, they would only be code every fresh isolate compiles.
 * A call means one of those rules changed: fail loudly rather than render something else.
 */
function browserOnly(): never {
  throw new Error('A browser-only library was called in the worker (web/server/browser-only.ts)');
}

export default browserOnly;
