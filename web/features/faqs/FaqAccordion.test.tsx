import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicFaq } from '#shared/api/faqs';
import { FaqAccordion, groupByCategory } from './FaqAccordion';

const faqs: PublicFaq[] = [
  { id: 1, question: 'How do I book?', answer: 'Message the trainer.', category: 'Booking', order_index: 0 },
  { id: 2, question: 'Can I cancel?', answer: 'Yes, ask the trainer.', category: 'Booking', order_index: 1 },
  { id: 3, question: 'Is it free?', answer: 'Joining is free.', category: 'Pricing', order_index: 0 },
];

const question = (name: string) => screen.getByRole('button', { name });

describe('FaqAccordion', () => {
  it('groups questions under their category in the order given', () => {
    expect(groupByCategory(faqs).map((g) => [g.category, g.faqs.map((f) => f.id)])).toEqual([
      ['Booking', [1, 2]],
      ['Pricing', [3]],
    ]);
    render(<FaqAccordion faqs={faqs} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Booking', 'Pricing']);
  });

  it('starts closed; each question is a button that controls its answer region', () => {
    render(<FaqAccordion faqs={faqs} />);
    for (const faq of faqs) {
      const button = question(faq.question);
      expect(button.getAttribute('aria-expanded')).toBe('false');
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(panel?.textContent).toBe(faq.answer);
      expect(panel?.hidden).toBe(true);
      expect(panel?.getAttribute('aria-labelledby')).toBe(button.id);
    }
  });

  it('keeps only one answer open at a time, across categories, and closes it on a second click', () => {
    render(<FaqAccordion faqs={faqs} />);
    const panelOf = (name: string) => document.getElementById(question(name).getAttribute('aria-controls') ?? '');

    fireEvent.click(question('How do I book?'));
    expect(question('How do I book?').getAttribute('aria-expanded')).toBe('true');
    expect(panelOf('How do I book?')?.hidden).toBe(false);

    fireEvent.click(question('Is it free?'));
    expect(question('Is it free?').getAttribute('aria-expanded')).toBe('true');
    expect(question('How do I book?').getAttribute('aria-expanded')).toBe('false');
    expect(panelOf('How do I book?')?.hidden).toBe(true);
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);

    fireEvent.click(question('Is it free?'));
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });
});
