import { readFileSync } from 'node:fs';
import { deflateSync } from 'fflate';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { importModel } from '../../src/models';
import type { Envelope } from '../../src/table';
import { encodeModel, toBase64, withModel } from '../../src/table/meshes';
import type { TablePage } from './harness';
import { afterNotice, launch, openSetupFile, openTable, settle, shot, SHOTS, waitForFrames } from './harness';

// A set-up file that keeps an imported model (issue #31, models in): it opens with PaintBall Mini's
// figures drawn as the model (the shipped sample figure.stl), saves and survives a reload with its
// model whole and drawn, and one whose model data is hostile is refused, naming the model, with the
// table left as it was.

let browser: Browser;
let t: TablePage;

/** The figure sample's triangles (tests/unit/models/samples.test.ts), drawn once for every figure. */
const FIGURE_TRIANGLES = 328;

/** Waits until the figures are drawn as the model, in place of their default bodies. */
async function figuresDrawnAsModel(): Promise<void> {
  await t.page.waitForFunction(
    (n) =>
      window.__table?.drawnTriangles('figure-models') === n &&
      window.__table?.drawnTriangles('figure-bodies') === 0,
    FIGURE_TRIANGLES,
    { timeout: 60_000, polling: 100 },
  );
  await waitForFrames(t.page, 2);
}

const setupNow = () =>
  t.page.evaluate(
    () =>
      JSON.parse(
        JSON.stringify((window.__table!.store as { getState(): { setup: unknown } }).getState().setup),
      ) as Envelope,
  );

beforeAll(async () => {
  browser = await launch();
  t = await openTable(browser, inject('baseUrl'), { width: 800, height: 560 });
  await settle(t.page);
});

afterAll(async () => {
  await browser?.close();
});

describe('a set-up file with an imported model', () => {
  it('opens, saves and comes back after a reload with its model', async () => {
    const imported = await importModel(
      new Uint8Array(readFileSync('assets/models/figure.stl')),
      'figure.stl',
    );
    if (!imported.ok) throw new Error(imported.reason);
    const withFigure = withModel(await setupNow(), 'figure', imported.mesh, {
      scale: 1.2,
      turn: 45,
      lift: 0,
    });
    await openSetupFile(t.page, withFigure, 'with-model.json');
    expect((await setupNow()).models).toEqual(withFigure.models);
    await figuresDrawnAsModel();
    await shot(t.page, 'models-figures-drawn');
    const [download] = await Promise.all([
      t.page.waitForEvent('download'),
      t.page.getByRole('button', { name: 'Save', exact: true }).click(),
    ]);
    const path = `${SHOTS}/saved-with-model.json`;
    await download.saveAs(path);
    expect((JSON.parse(readFileSync(path, 'utf8')) as Envelope).models).toEqual(withFigure.models);
    await t.page.waitForFunction(() =>
      (localStorage.getItem('paintball-mini:last-table') ?? '').includes('"models"'),
    );
    await t.page.reload();
    await settle(t.page);
    expect((await setupNow()).models).toEqual(withFigure.models);
    await figuresDrawnAsModel();
    await shot(t.page, 'models-figures-after-reload');
  });

  it('refuses a file whose model data unpacks past the caps, naming the model, and leaves the table as it was', async () => {
    const before = await setupNow();
    const { hash } = encodeModel({
      positions: new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0]),
      indices: new Uint32Array([0, 1, 2]),
    });
    const bomb = toBase64(deflateSync(new Uint8Array(10_000_000), { level: 9 }));
    const hostile = {
      ...before,
      name: 'Hostile model',
      models: {
        meshes: [{ id: hash, data: bomb }],
        kinds: [{ kind: 'figure', model: hash, scale: 1, turn: 0, lift: 0 }],
      },
    };
    const words = await afterNotice(
      t.page,
      () =>
        t.page.getByTestId('open-file').setInputFiles({
          name: 'hostile.json',
          mimeType: 'application/json',
          buffer: Buffer.from(JSON.stringify(hostile)),
        }),
      'error',
      'hostile.json was not opened',
    );
    expect(words).toMatch(
      new RegExp(
        `^hostile\\.json was not opened: models\\.meshes\\[0\\]\\.data: model ${hash} cannot be used: its data unpacks to more than a model at the caps can take .*\\. The table is unchanged\\.$`,
      ),
    );
    expect(await setupNow()).toEqual(before);
    await shot(t.page, 'models-hostile-file');
    expect(t.errors).toEqual([]);
  });
});
