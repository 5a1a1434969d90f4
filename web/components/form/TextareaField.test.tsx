import { fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { TextareaField } from './TextareaField';

function Harness({ initial = '' }: { initial?: string }) {
  const { control } = useForm({ defaultValues: { comment: initial } });
  return <TextareaField control={control} name="comment" label="Comment" max={5} />;
}

describe('TextareaField', () => {
  it('counts what is typed against the limit', () => {
    render(<Harness />);
    screen.getByText('0/5');
    fireEvent.change(screen.getByLabelText(/^Comment/), { target: { value: 'abc' } });
    screen.getByText('3/5');
  });

  it('counts code points like the shared text rule: an emoji is one character', () => {
    render(<Harness initial="👍🏽ok" />);
    // 👍🏽 is two code points (thumb + skin tone), four UTF-16 units; the server counts 4 in all.
    screen.getByText('4/5');
  });

  it('marks the count once it is over the limit (the schema refuses it on submit)', () => {
    render(<Harness initial="too long" />);
    expect(screen.getByText('8/5').className).toContain('text-error');
  });
});
