import { sha256Hex } from '#worker/lib/crypto';
import type { PageAdditions } from './page-rewriter';

/**
 * Everything a page's bytes are made of: what the shell rewrite adds and what the first-screen
 * render reads (the URL, the embedded data, the signed-in hint, the date), the shell itself and
 * the code that turns them into the page.
 */
export interface PageInputs {
  /** The worker's code: its deployed version (CF_VERSION_METADATA; locally new at every reload). */
  codeVersion: string;
  /** The built index.html, which names the build (its manifest, chunks and app loader). */
  shellHtml: string;
  url: string;
  status: number;
  additions: Omit<PageAdditions, 'rootHtml'>;
  /** Whether the first screen is rendered into `#root`. */
  rendered: boolean;
  signedInHint: boolean;
  /**
   * The render's clock, to the day (UTC): the footer shows the current year. A day, not a year, so
   * that any date-relative text added later is covered too; it costs one render per page a day.
   */
  day: string;
}

/**
 * The page's ETag, known before the page is made: the page is a pure function of its inputs, so
 * equal inputs mean an equal page, and a revalidation costs the page's data lookup (from the
 * cache, like the API's) instead of a render. Weak (`W/`), as it names the page by what it was made
 * from, not by its bytes: a render that failed and sent the page for the browser to render has
 * the same one.
 */
export async function pageValidator(inputs: PageInputs): Promise<string> {
  const digest = await sha256Hex(
    JSON.stringify([
      inputs.codeVersion,
      inputs.shellHtml,
      inputs.url,
      inputs.status,
      inputs.additions,
      inputs.rendered,
      inputs.signedInHint,
      inputs.day,
    ]),
  );
  return `W/"${digest.slice(0, 32)}"`;
}
