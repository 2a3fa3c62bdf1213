import { describe, expect, it } from 'vitest';
import { lazyPreload, preload } from '../../../src/scene/lazyPreload';

const Part = () => null;

describe('lazyPreload', () => {
  it('fetches the part once, whether preloaded first or shown first', async () => {
    let loads = 0;
    const part = lazyPreload(() => {
      loads += 1;
      return Promise.resolve({ default: Part });
    });
    expect(loads).toBe(0);
    const first = part.preload();
    const again = preload(part);
    expect(loads).toBe(1);
    expect(await first).toEqual({ default: Part });
    expect(await again).toBe(await first);
  });

  it('leaves a part it cannot fetch ahead alone', async () => {
    expect(await preload(Part)).toBeUndefined();
    expect(await preload(null)).toBeUndefined();
  });
});
