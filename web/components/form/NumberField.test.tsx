import { fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { NumberField, parseNumberInput } from './NumberField';

let latest: unknown;

function Harness({ initial }: { initial: number }) {
  const { control, watch, reset } = useForm({ defaultValues: { price: initial } });
  latest = watch('price');
  return (
    <>
      <NumberField control={control} name="price" label="Price" />
      <button type="button" onClick={() => reset({ price: 99 })}>
        Reset
      </button>
    </>
  );
}

describe('parseNumberInput', () => {
  it('reads decimal text as a number and blank or garbage as NaN (the schema then names the field)', () => {
    expect(parseNumberInput('45.5')).toBe(45.5);
    expect(parseNumberInput(' 60 ')).toBe(60);
    expect(parseNumberInput('')).toBeNaN();
    expect(parseNumberInput('   ')).toBeNaN();
    expect(parseNumberInput('abc')).toBeNaN();
  });
});

describe('NumberField', () => {
  it('holds a number in the form and shows what was typed', () => {
    render(<Harness initial={60} />);
    const input = screen.getByLabelText('Price') as HTMLInputElement;
    expect(input.value).toBe('60');
    fireEvent.change(input, { target: { value: '45.5' } });
    expect(latest).toBe(45.5);
    expect(input.value).toBe('45.5');
    fireEvent.change(input, { target: { value: '' } });
    expect(latest).toBeNaN();
    expect(input.value).toBe('');
  });

  it('shows the new value after the form is reset', () => {
    render(<Harness initial={10} />);
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect((screen.getByLabelText('Price') as HTMLInputElement).value).toBe('99');
  });
});
