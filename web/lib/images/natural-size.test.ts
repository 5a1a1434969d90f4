import { afterEach, describe, expect, it, vi } from 'vitest';
import { attributeSize, naturalSize } from './natural-size';

describe('attributeSize', () => {
  it('keeps a picture its own size, scaled down past 4096 px with its aspect', () => {
    expect(attributeSize(640, 360)).toEqual({ width: 640, height: 360 });
    expect(attributeSize(8192, 4096)).toEqual({ width: 4096, height: 2048 });
    expect(attributeSize(0, 0)).toBeNull();
  });
});

describe('naturalSize', () => {
  afterEach(() => vi.useRealTimers());

  it('gives up after the timeout, so an unreachable host does not hold up the editor', async () => {
    vi.useFakeTimers();
    const size = naturalSize('https://unreachable.example/a.png', 1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await size).toBeNull();
  });
});
