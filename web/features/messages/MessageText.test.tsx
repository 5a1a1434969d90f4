import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageText } from './MessageText';

describe('MessageText', () => {
  it('renders addresses as safe links and markup as the characters typed', () => {
    const { container } = render(
      <MessageText
        text={'Hi <b>there</b>\n<img src=x onerror="alert(1)"> see https://a.example/x. javascript:alert(1)'}
      />,
    );
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    const links = [...container.querySelectorAll('a')];
    expect(links).toHaveLength(1);
    const [link] = links;
    expect(link?.getAttribute('href')).toBe('https://a.example/x');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
    expect(container.textContent).toBe(
      'Hi <b>there</b>\n<img src=x onerror="alert(1)"> see https://a.example/x. javascript:alert(1)',
    );
  });
});
