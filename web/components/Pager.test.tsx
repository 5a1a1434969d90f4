import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pager, pageCount } from './Pager';

describe('pageCount', () => {
  it('is how many pages the rows fill, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(1, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(45, 20)).toBe(3);
  });
});

describe('Pager', () => {
  it('shows nothing before the first answer or while the list fits one page', () => {
    const { container, rerender } = render(<Pager page={1} of={undefined} onPage={() => {}} />);
    expect(container.innerHTML).toBe('');
    rerender(<Pager page={1} of={{ total: 20, page_size: 20 }} onPage={() => {}} />);
    expect(container.innerHTML).toBe('');
  });

  it('says which page of how many, and moves one page at a time within them', () => {
    const onPage = vi.fn();
    const { rerender } = render(<Pager page={1} of={{ total: 45, page_size: 20 }} onPage={onPage} />);
    screen.getByText('Page 1 of 3');
    const previous = () => screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement;
    const next = () => screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect([previous().disabled, next().disabled]).toEqual([true, false]);
    fireEvent.click(next());
    expect(onPage).toHaveBeenLastCalledWith(2);
    rerender(<Pager page={3} of={{ total: 45, page_size: 20 }} onPage={onPage} />);
    expect([previous().disabled, next().disabled]).toEqual([false, true]);
    fireEvent.click(previous());
    expect(onPage).toHaveBeenLastCalledWith(2);
  });
});
