import { zlibSync } from 'fflate';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { toBase64Url } from '../../src/table/share';
import type { TablePage } from './harness';
import { launch, openTable, settle, shot, waitForFrames } from './harness';

// A share link is untrusted: a zip bomb in the address bar must leave the tab alive and the table
// as it was, and must leave the address bar, so a reload does not meet it again.

let browser: Browser;
let t: TablePage;

const tableName = () =>
  t.page.evaluate(
    () => (window.__table!.store as { getState(): { setup: { name: string } } }).getState().setup.name,
  );

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

describe('links that cannot hurt the tab', () => {
  it('a zip-bomb link (80 MB of spaces in a 109,000-character link) is refused by name; the tab draws, the hash is cleared', async () => {
    const data = toBase64Url(zlibSync(new Uint8Array(80 * 1024 * 1024).fill(0x20)));
    expect(data.length).toBeGreaterThan(100_000);
    t = await openTable(browser, `${inject('baseUrl')}#setup=v1.${data}`, { width: 800, height: 560 });
    await settle(t.page);
    const notice = t.page.getByTestId('notice-error');
    await expect(notice.locator('span').textContent()).resolves.toBe(
      'The shared link could not be opened: (link): the link unpacks to more than 512 kB, far more than any set-up: it was not made by this app, so it is not opened. The table is unchanged.',
    );
    expect(await t.page.evaluate(() => location.hash)).toBe('');
    expect(await tableName()).toBe('Capture the Flag');
    await shot(t.page, 'links-zip-bomb-refused');

    // The tab keeps drawing, and a reload opens the table without meeting the link again.
    await t.page.reload();
    await waitForFrames(t.page, 1);
    await settle(t.page);
    expect(await t.page.getByTestId('notice-error').count()).toBe(0);
    expect(await tableName()).toBe('Capture the Flag');
    expect(t.errors).toEqual([]);
  });
});
