import type { Setup } from '../../setup';
import type { TableRay } from '../../setup/pickOnRay';
import { drawnInFrontOf } from '../../setup/pickOnRay';

/** The last question asked and its answer. */
interface Asked {
  readonly setup: Setup;
  readonly id: string;
  readonly ray: readonly number[];
  readonly front: string | null;
}

const numbers = (r: TableRay) => [r.origin.x, r.origin.y, r.origin.z, r.dir.x, r.dir.y, r.dir.z];

/**
 * `drawnInFrontOf`, asked once per pointer ray: one press is asked it by the base, body and head it
 * passes through and again by the click that ends it, the same ray each time, and on a big table
 * each asking tests every terrain piece. A new ray, figure or table asks again.
 */
export function inFrontOnce(): (setup: Setup, ray: TableRay, id: string) => string | null {
  let last: Asked | null = null;
  return (setup, ray, id) => {
    const now = numbers(ray);
    if (last !== null && last.setup === setup && last.id === id && last.ray.every((v, i) => v === now[i]))
      return last.front;
    const front = drawnInFrontOf(setup, ray, id);
    last = { setup, id, ray: now, front };
    return front;
  };
}
