import { sha256Hex } from '#worker/lib/crypto';
import type { PageAdditions } from './page-rewriter';

/** Everything a page's bytes are made of. */
export interface PageInputs {
  /** The worker's code: its deployed version (CF_VERSION_METADATA; locally new at every reload). */
  codeVersion: string;
  /** The built index.html, which names the build (its manifest, chunks and app loader). */
  shellHtml: string;
  url: string;
  status: number;
  additions: Omit<PageAdditions, 'rootHtml'>;
  rendered: boolean;
  signedInHint: boolean;
  /** To the day, not the year, so any date-relative text is covered too (the footer shows the year). */
  day: string;
}

/** Known before the page is made, from its inputs; weak, as it names the inputs, not the bytes (decision 051). */
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
