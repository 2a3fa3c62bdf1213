import type { ComponentType } from 'react';
import { createElement, lazy, useRef } from 'react';

/** A part loaded when first shown, which the table may also fetch ahead while it is idle. */
export type Preloadable<P extends object> = ComponentType<P> & {
  preload(): Promise<unknown>;
};

/**
 * `lazy`, with `preload()` fetching and running the module ahead of the first render. A part
 * fetched ahead is shown in the very render that first asks for it: React's `lazy` suspends on its
 * first render even when its module is already in, and React reveals suspended content on its own
 * 300 ms beat, so a first select's card and badges came a third of a second (or two) after the click.
 */
export function lazyPreload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  let loaded: ComponentType<P> | null = null;
  const once = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Waited = lazy(once);
  function Part(props: P) {
    // Fixed at mount: one shown before its module came keeps its lazy wrapper (a new type would remount it).
    const shown = useRef(loaded ?? Waited);
    return createElement(shown.current, props);
  }
  return Object.assign(Part, { preload: once });
}

/** Fetches a part ahead where it can be (a part made with `lazyPreload`); anything else is left alone. */
export function preload(part: unknown): Promise<unknown> {
  const p = part as { preload?: () => Promise<unknown> } | null;
  return typeof p?.preload === 'function' ? p.preload() : Promise.resolve();
}

/**
 * The work a part's first show on `setup` would do, as small steps the table can take while idle:
 * what its module exports as `warm(setup)` (PaintBall's sight layer: the solids, the badges, the
 * threat views). None for a part that is not preloadable or exports no `warm`.
 */
export async function warmStepsOf(part: unknown, setup: unknown): Promise<Iterator<unknown> | null> {
  const module = (await preload(part)) as { warm?: (setup: unknown) => Iterable<unknown> } | undefined;
  return typeof module?.warm === 'function' ? module.warm(setup)[Symbol.iterator]() : null;
}
