import type { EarlyInteractions, HeldInteraction } from '#web/lib/early-interactions';

// The loader's half of lib/early-interactions; imported only by boot.ts, so it stays in that small chunk.
const PENDING = 'data-pending';

// React keeps an element's props on `__reactProps$<id>` exactly once an event on it reaches a handler (the test checks
// this against the shipped React). Every button and form in #root is React's: post HTML never keeps them.
let reactPropsKey: string | undefined;

function findReactPropsKey(doc: Document): string | undefined {
  const root = doc.getElementById('root');
  const container = root ? Object.keys(root).find((key) => key.startsWith('__reactContainer$')) : undefined;
  return container?.replace('__reactContainer$', '__reactProps$');
}

export function handledByReact(element: Element): boolean {
  reactPropsKey ??= findReactPropsKey(element.ownerDocument);
  return reactPropsKey !== undefined && reactPropsKey in element;
}

function markPending(element: HTMLElement): void {
  element.setAttribute(PENDING, '');
  element.setAttribute('aria-busy', 'true');
}

function unmarkPending(element: HTMLElement | null): void {
  element?.removeAttribute(PENDING);
  element?.removeAttribute('aria-busy');
}

/** Starts holding, for as long as the page lives (`signal` ends it, for tests). */
export function holdEarlyInteractions(doc: Document, signal?: AbortSignal): EarlyInteractions {
  const early: EarlyInteractions = {
    held: [],
    handledByReact,
    release: (item) => {
      unmarkPending(item.target);
      unmarkPending(item.submitter);
    },
    onHold: null,
  };
  const waiting = (element: Element) =>
    Boolean(doc.getElementById('root')?.contains(element)) && !handledByReact(element);
  const hold = (event: Event, item: HeldInteraction) => {
    // Neither the browser's default (a form post to this page) nor a half-hydrated handler.
    event.preventDefault();
    event.stopImmediatePropagation();
    markPending(item.submitter ?? item.target);
    early.held.push(item);
    early.onHold?.();
  };

  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !waiting(form)) return;
      // A search form: the browser's own GET goes where the app would navigate.
      if (form.method === 'get') return;
      const submitter = event instanceof SubmitEvent && event.submitter instanceof HTMLElement ? event.submitter : null;
      hold(event, { kind: 'submit', target: form, submitter });
    },
    { capture: true, signal },
  );
  doc.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button || !waiting(button)) return;
      // A submit button's form decides, in the submit event above.
      if (button.type === 'submit' && button.form) return;
      hold(event, { kind: 'click', target: button, submitter: null });
    },
    { capture: true, signal },
  );
  return early;
}
