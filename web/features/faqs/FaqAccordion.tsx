import { useId, useState } from 'react';
import type { PublicFaq } from '#shared/api/faqs';

/** FAQs of one page grouped by category, in the order given (the worker sorts by category, then order). */
export function groupByCategory(faqs: readonly PublicFaq[]): { category: string; faqs: PublicFaq[] }[] {
  const groups = new Map<string, PublicFaq[]>();
  for (const faq of faqs) {
    const group = groups.get(faq.category);
    if (group) group.push(faq);
    else groups.set(faq.category, [faq]);
  }
  return [...groups].map(([category, items]) => ({ category, faqs: items }));
}

/**
 * Questions grouped under their category; answers collapse, and opening one closes the one that
 * was open (SPEC 2: single-open). Each question is a button that says whether its answer is shown
 * (aria-expanded) and which region it controls.
 */
export function FaqAccordion({ faqs }: { faqs: readonly PublicFaq[] }) {
  const [openId, setOpenId] = useState<number | null>(null);
  const baseId = useId();
  return (
    <div className="flex flex-col gap-10">
      {groupByCategory(faqs).map((group) => (
        <section key={group.category} aria-labelledby={`${baseId}-${group.category}`}>
          <h2 id={`${baseId}-${group.category}`} className="mb-3 text-xl font-semibold">
            {group.category}
          </h2>
          <ul className="flex flex-col gap-2">
            {group.faqs.map((faq) => {
              const open = openId === faq.id;
              const buttonId = `${baseId}-q${faq.id}`;
              const panelId = `${baseId}-a${faq.id}`;
              return (
                <li key={faq.id} className="rounded-box border border-base-200 bg-base-100" data-testid="faq">
                  <h3>
                    <button
                      type="button"
                      id={buttonId}
                      className="flex w-full items-center justify-between gap-4 px-4 py-3 text-left font-medium"
                      aria-expanded={open}
                      aria-controls={panelId}
                      onClick={() => setOpenId(open ? null : faq.id)}
                    >
                      {faq.question}
                      <span aria-hidden="true" className={`transition-transform ${open ? 'rotate-45' : ''}`}>
                        +
                      </span>
                    </button>
                  </h3>
                  {/* A region named by its question (a <section> without a heading of its own is
                      one the HTML checker warns about). */}
                  {/* biome-ignore lint/a11y/useSemanticElements: a <section> here is what the HTML checker warns about. */}
                  <div
                    role="region"
                    id={panelId}
                    aria-labelledby={buttonId}
                    hidden={!open}
                    className="whitespace-pre-line px-4 pb-4 text-base-content/80"
                  >
                    {faq.answer}
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
