import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportWorker } from '../../../src/models/inWorker';
import { IMPORT_DEADLINE, importInWorker } from '../../../src/models/inWorker';
import { MOST_MODEL_BYTES } from '../../../src/table/meshes';

// The page's side of the worker: a file that takes too long is refused and its worker stopped, so no
// file can freeze the tab. A fake worker stands in for the real one (Node has no module workers),
// and the clock is vitest's, so no test waits.

class FakeWorker implements ImportWorker {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  sent: unknown[] = [];
  stopped = false;
  postMessage(message: unknown): void {
    this.sent.push(message);
  }
  terminate(): void {
    this.stopped = true;
  }
  answer(data: unknown): void {
    this.onmessage?.({ data } as MessageEvent);
  }
}

afterEach(() => vi.useRealTimers());

describe('importInWorker', () => {
  it('refuses a file still being read a second after the worker is ready, and stops the worker', async () => {
    vi.useFakeTimers();
    const worker = new FakeWorker();
    const result = importInWorker(new Uint8Array([1, 2, 3]), 'slow.stl', () => worker);
    worker.answer('ready');
    expect(worker.sent).toHaveLength(1);
    vi.advanceTimersByTime(IMPORT_DEADLINE - 1);
    expect(worker.stopped).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await result).toEqual({
      ok: false,
      reason: 'the file took too long to read (over 1 s) and was stopped: it may be damaged, or too detailed',
    });
    expect(worker.stopped).toBe(true);
  });

  it("hands back the worker's answer and stops the worker", async () => {
    vi.useFakeTimers();
    const worker = new FakeWorker();
    const result = importInWorker(new Uint8Array([1]), 'x.stl', () => worker);
    worker.answer('ready');
    const answer = { ok: false, reason: 'the file is empty' };
    worker.answer(answer);
    expect(await result).toEqual(answer);
    expect(worker.stopped).toBe(true);
  });

  it('refuses a file over the size cap without starting a worker', async () => {
    const start = vi.fn(() => new FakeWorker());
    const result = await importInWorker(new Uint8Array(MOST_MODEL_BYTES + 1), 'big.stl', start);
    expect(result.ok).toBe(false);
    expect(start).not.toHaveBeenCalled();
  });
});
