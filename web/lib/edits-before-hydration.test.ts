import { describe, expect, it } from 'vitest';
import { editsBeforeHydration } from './edits-before-hydration';

/** A form as the worker renders it: each control's rendered value is its default. */
function renderedForm(): HTMLFormElement {
  document.body.innerHTML = `
    <form>
      <input name="search" type="search" value="yo">
      <input name="email" type="email" value="">
      <input name="untouched" value="same">
      <input name="minPrice" type="range" min="0" max="500" step="10" value="0">
      <input name="verified" type="checkbox" value="true">
      <input name="rating" type="radio" value="4">
      <input name="rating" type="radio" value="5" checked>
      <select name="sort"><option value="featured" selected>Featured</option><option value="rating">Rating</option></select>
      <textarea name="message"></textarea>
      <input name="off" value="" disabled>
      <input value="no name">
    </form>`;
  const form = document.querySelector('form');
  if (!form) throw new Error('no form');
  return form;
}

const control = <T extends Element>(form: HTMLFormElement, selector: string) => {
  const element = form.querySelector<T & Element>(selector);
  if (!element) throw new Error(selector);
  return element;
};

describe('editsBeforeHydration', () => {
  it('finds nothing in a form nobody touched', () => {
    expect(editsBeforeHydration(renderedForm())).toEqual(new Map());
    expect(editsBeforeHydration(null)).toEqual(new Map());
  });

  it('finds what was typed, chosen and ticked, by control name', () => {
    const form = renderedForm();
    control<HTMLInputElement>(form, '[name=search]').value = 'yoga';
    control<HTMLInputElement>(form, '[name=email]').value = 'ana@example.com';
    control<HTMLInputElement>(form, '[name=minPrice]').value = '120';
    control<HTMLInputElement>(form, '[name=verified]').checked = true;
    control<HTMLInputElement>(form, '[name=rating][value="4"]').checked = true;
    control<HTMLSelectElement>(form, '[name=sort]').value = 'rating';
    control<HTMLTextAreaElement>(form, '[name=message]').value = 'Hello';
    control<HTMLInputElement>(form, '[name=off]').value = 'ignored: disabled';
    expect(Object.fromEntries(editsBeforeHydration(form))).toEqual({
      search: 'yoga',
      email: 'ana@example.com',
      minPrice: '120',
      verified: true,
      rating: '4',
      sort: 'rating',
      message: 'Hello',
    });
  });

  it('reports an unticked box and text typed back to what was rendered as no edit, or as false', () => {
    const form = renderedForm();
    control<HTMLInputElement>(form, '[name=search]').value = 'yo';
    const box = control<HTMLInputElement>(form, '[name=verified]');
    box.defaultChecked = true;
    box.checked = false;
    expect(Object.fromEntries(editsBeforeHydration(form))).toEqual({ verified: false });
  });
});
