import { describe, expect, it } from 'vitest';
import { loadOnce } from '../../../src/scene/loadOnce';

/** A load the test lets finish (or fail) when it chooses. */
function heldLoad() {
  let loads = 0;
  let finish: (m: { name: string }) => void = () => undefined;
  let fail: (e: Error) => void = () => undefined;
  const load = () => {
    loads++;
    return new Promise<{ name: string }>((res, rej) => {
      finish = res;
      fail = rej;
    });
  };
  return {
    load,
    finish: (name: string) => finish({ name }),
    fail: (e: Error) => fail(e),
    loads: () => loads,
  };
}

describe('loadOnce', () => {
  it('keeps the calls made before the part is here in their order, and loads it once', async () => {
    const held = heldLoad();
    const keys = loadOnce(held.load);
    const done: string[] = [];
    keys.run((m) => done.push(`${m.name} ]`));
    keys.fetch();
    keys.run((m) => done.push(`${m.name} Enter`));
    expect(done).toEqual([]);
    held.finish('keys');
    await Promise.resolve();
    await Promise.resolve();
    expect(done).toEqual(['keys ]', 'keys Enter']);
    expect(held.loads()).toBe(1);
  });

  it('once the part is here, a call acts at once, before the caller goes on', async () => {
    const held = heldLoad();
    const keys = loadOnce(held.load);
    keys.fetch();
    held.finish('keys');
    await new Promise((r) => setImmediate(r));
    const done: string[] = [];
    keys.run((m) => done.push(m.name));
    expect(done).toEqual(['keys']);
    expect(held.loads()).toBe(1);
  });

  it('a load that failed is tried again by the next call', async () => {
    const held = heldLoad();
    const keys = loadOnce(held.load);
    keys.fetch();
    held.fail(new Error('offline'));
    await new Promise((r) => setImmediate(r));
    const done: string[] = [];
    keys.run((m) => done.push(m.name));
    expect(held.loads()).toBe(2);
    held.finish('keys');
    await new Promise((r) => setImmediate(r));
    expect(done).toEqual(['keys']);
  });
});
