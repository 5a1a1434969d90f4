/**
 * What a visitor does on a worker-rendered page before the app can respond is kept, never dropped.
 * The page is painted (and typed into) before its JavaScript has run, and parts of it hydrate
 * after the rest (lazy forms). Until React handles an element:
 * - typed text, choices and ticks stay in the DOM, and each form takes them over as it hydrates
 *   (lib/forms/edits-before-hydration);
 * - a GET form (the searches) is submitted by the browser as it is, to the same URL the app would
 *   navigate to;
 * - a click on a button and the submit of any other form are held by the page's loader script
 *   (app/hold-early-interactions, installed before the app loads), shown as pending
 *   (`data-pending`, styles.css), and replayed here, in order, as soon as React handles the
 *   element. The replay goes through the app's own handlers, so its result is the one a click
 *   after hydration gets.
 */
export interface HeldInteraction {
  kind: 'click' | 'submit';
  /** The button clicked, or the form submitted. */
  target: HTMLElement;
  /** The button that submitted the form, when there was one. */
  submitter: HTMLElement | null;
}

/** Shared by the loader script and the app through `window.earlyInteractions`. */
export interface EarlyInteractions {
  /** Held interactions, oldest first; the app takes them out as it replays them. */
  held: HeldInteraction[];
  /** Whether React handles events on this element now (it rendered or hydrated it). */
  handledByReact: (element: Element) => boolean;
  /** Takes the pending look off a held interaction's elements. */
  release: (item: HeldInteraction) => void;
  /** Called whenever an interaction is held, once the app replays them. */
  onHold: (() => void) | null;
}

declare global {
  interface Window {
    /** Installed by app/boot.ts on worker-rendered pages; absent where the app rendered the page. */
    earlyInteractions?: EarlyInteractions;
  }
}

/** How often a held interaction's element is checked while React has yet to hydrate it. */
const RECHECK_MS = 50;
/** A part of the page still not hydrated after this long never will be (a chunk failed to load). */
const GIVE_UP_MS = 60_000;

let scheduled = false;
let waitingSince: number | null = null;

function schedule(early: EarlyInteractions, delayMs: number): void {
  if (scheduled) return;
  scheduled = true;
  setTimeout(() => {
    scheduled = false;
    replayReady(early);
  }, delayMs);
}

function replay(item: HeldInteraction): void {
  if (item.kind === 'click') {
    item.target.click();
    return;
  }
  if (!(item.target instanceof HTMLFormElement)) return;
  const { submitter } = item;
  const ownSubmitter = submitter?.isConnected && item.target.contains(submitter) ? submitter : undefined;
  item.target.requestSubmit(ownSubmitter);
}

function replayReady(early: EarlyInteractions): void {
  // In order: an interaction waits for the ones before it, as the visitor made them one by one.
  while (early.held.length > 0) {
    const [item] = early.held;
    if (!item) break;
    if (item.target.isConnected && !early.handledByReact(item.target)) {
      waitingSince ??= Date.now();
      if (Date.now() - waitingSince < GIVE_UP_MS) {
        schedule(early, RECHECK_MS);
        return;
      }
      console.error('A part of the page never became interactive; dropping what was done there', item);
    }
    early.held.shift();
    waitingSince = null;
    early.release(item);
    // An element React removed meanwhile (the page changed) has nothing left to act on.
    if (!item.target.isConnected || !early.handledByReact(item.target)) continue;
    try {
      replay(item);
    } catch (error) {
      // One interaction failing must not hold up the ones after it.
      console.error('An interaction made before the page was ready could not be replayed', error);
    }
  }
}

/**
 * Called once the page is interactive: replays what was held, and from then on whatever the loader
 * holds for parts of the page that hydrate later.
 */
export function replayHeldInteractions(): void {
  const early = window.earlyInteractions;
  if (!early) return;
  early.onHold = () => schedule(early, 0);
  early.onHold();
}
