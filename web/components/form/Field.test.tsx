import { fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { Field } from './Field';

function Harness({ initial = '', rows, error }: { initial?: string; rows?: number; error?: string }) {
  const { control, setError } = useForm({ defaultValues: { comment: initial } });
  useEffect(() => {
    if (error) setError('comment', { message: error });
  }, [error, setError]);
  return rows === undefined ? (
    <Field control={control} name="comment" label="Comment" max={5} type="url" placeholder="https://…" />
  ) : (
    <Field control={control} name="comment" label="Comment" max={5} rows={rows} />
  );
}

const box = () => screen.getByLabelText(/^Comment/) as HTMLInputElement | HTMLTextAreaElement;

describe('Field', () => {
  it('is one line by default, with the attributes it is given', () => {
    render(<Harness />);
    expect(box().tagName).toBe('INPUT');
    expect(box().getAttribute('type')).toBe('url');
    expect(box().getAttribute('placeholder')).toBe('https://…');
    expect(box().className).toContain('input-bordered');
  });

  it('is a textarea of that many rows when given rows', () => {
    render(<Harness rows={3} />);
    expect(box().tagName).toBe('TEXTAREA');
    expect(box().getAttribute('rows')).toBe('3');
    expect(box().className).toContain('textarea-bordered');
  });

  it.for([undefined, 3])('counts what is typed against the limit (rows %s)', (rows) => {
    render(<Harness rows={rows} />);
    screen.getByText('0/5');
    fireEvent.change(box(), { target: { value: 'abc' } });
    screen.getByText('3/5');
    expect(box().value).toBe('abc');
  });

  it('counts code points like the shared text rule: an emoji is one character', () => {
    render(<Harness initial="👍🏽ok" rows={2} />);
    // 👍🏽 is two code points (thumb + skin tone), four UTF-16 units; the server counts 4 in all.
    screen.getByText('4/5');
  });

  it('marks the count once it is over the limit (the schema refuses it on submit)', () => {
    render(<Harness initial="too long" />);
    expect(screen.getByText('8/5').className).toContain('text-error');
  });

  it.for([undefined, 3])(
    'shows the form’s error on the field and describes the control with it (rows %s)',
    async (rows) => {
      render(<Harness rows={rows} error="Title is required" />);
      const message = await screen.findByText('Title is required');
      expect(box().getAttribute('aria-invalid')).toBe('true');
      expect(box().getAttribute('aria-describedby')).toBe(message.id);
      expect(box().className).toMatch(/(input|textarea)-error/);
    },
  );
});
