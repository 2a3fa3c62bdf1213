import { Suspense, createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPreload, preload, warmStepsOf } from '../../../src/scene/lazyPreload';

const Part = () => null;

/** What a part renders inside a Suspense boundary whose fallback says "waiting". */
const shown = (part: Parameters<typeof createElement>[0]) =>
  renderToString(createElement(Suspense, { fallback: 'waiting' }, createElement(part)));

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

  it('shows a part fetched ahead in the render that first asks for it, not after a wait', async () => {
    const Card = () => 'the card';
    const ahead = lazyPreload(() => Promise.resolve({ default: Card }));
    await ahead.preload();
    expect(shown(ahead)).toContain('the card');
    expect(shown(ahead)).not.toContain('waiting');
    // Not fetched ahead: the first render waits for it, as React's own lazy does.
    const late = lazyPreload(() => Promise.resolve({ default: Card }));
    expect(shown(late)).toContain('waiting');
  });

  it('leaves a part it cannot fetch ahead alone', async () => {
    expect(await preload(Part)).toBeUndefined();
    expect(await preload(null)).toBeUndefined();
  });
});

describe('a part’s warm-up steps', () => {
  it('are what its module exports as warm(setup), once the module is loaded', async () => {
    const seen: unknown[] = [];
    const part = lazyPreload(() =>
      Promise.resolve({
        default: Part,
        *warm(setup: unknown) {
          seen.push(setup);
          yield;
          seen.push('second step');
        },
      }),
    );
    const steps = await warmStepsOf(part, { name: 'table' });
    expect(steps).not.toBeNull();
    expect(seen).toEqual([]); // nothing is worked out until a step is taken
    expect(steps!.next().done).toBe(false);
    expect(seen).toEqual([{ name: 'table' }]);
    expect(steps!.next().done).toBe(true);
    expect(seen).toEqual([{ name: 'table' }, 'second step']);
  });

  it('are none for a part with no warm export, or one that is not fetched ahead', async () => {
    expect(
      await warmStepsOf(
        lazyPreload(() => Promise.resolve({ default: Part })),
        {},
      ),
    ).toBeNull();
    expect(await warmStepsOf(Part, {})).toBeNull();
  });
});
