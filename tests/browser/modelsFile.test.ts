import { readFileSync } from 'node:fs';
import { deflateSync } from 'fflate';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { importModel } from '../../src/models';
import { duel } from '../../src/rules/hex-battle-wars/setup/scenarios';
import { skirmish } from '../../src/rules/hexprint/setup/scenarios';
import type { Setup } from '../../src/rules/paintball-mini/setup';
import type { Envelope } from '../../src/table';
import { encodeModel, toBase64, withModel } from '../../src/table/meshes';
import { clickFigure, lookCloselyAtRed } from './clicks';
import type { TablePage } from './harness';
import {
  afterFrames,
  afterNotice,
  launch,
  openSetupFile,
  openTable,
  settle,
  shot,
  SHOTS,
  waitForFrames,
  setupNow,
} from './harness';
import { hiddenByTheHill } from './hiddenByTheHill';

// A set-up file that keeps an imported model (issue #31, models in): it opens with PaintBall Mini's
// figures drawn as the model (the shipped sample figure.stl), saves and survives a reload with its
// model whole and drawn, and one whose model data is hostile is refused, naming the model, with the
// table left as it was. The shot card's % visible measures the figures' model (issue #31, sight on
// the real shapes): a model twice the figure's height looks over a hill that hides the default figure.

let browser: Browser;
let t: TablePage;

/** The figure sample's triangles (tests/unit/models/samples.test.ts), drawn once for every figure. */
const FIGURE_TRIANGLES = 328;

/** The tree sample's triangles: a model need not look like a figure to stand in for one. */
const TREE_TRIANGLES = 64;

/** Waits until the figures are drawn as a model of `triangles` in place of their bodies (0: as they were). */
async function figuresDrawnAsModel(triangles = FIGURE_TRIANGLES): Promise<void> {
  await t.page.waitForFunction(
    (n) =>
      window.__table?.drawnTriangles('figure-models') === n &&
      (window.__table?.drawnTriangles('figure-bodies') === 0) === n > 0,
    triangles,
    { timeout: 60_000, polling: 100 },
  );
  await waitForFrames(t.page, 2);
}

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
    const withFigure = withModel(await setupNow<Envelope>(t.page), 'figure', imported.mesh, {
      scale: 1.2,
      turn: 45,
      lift: 0,
    });
    await openSetupFile(t.page, withFigure, 'with-model.json');
    expect((await setupNow<Envelope>(t.page)).models).toEqual(withFigure.models);
    await figuresDrawnAsModel();
    await shot(t.page, 'models-figures-drawn');
    // A model may cover the base's team mark: the mark then floats over its head, so the teams are
    // still told apart without their colours. A close look at a Red figure.
    const drawn = (name: string) => t.page.evaluate((n) => window.__table!.drawnTriangles(n), name);
    expect(await drawn('team-marks-1')).toBeGreaterThan(0);
    expect(await drawn('team-marks-2')).toBeGreaterThan(0);
    await lookCloselyAtRed(t.page, 12, 2);
    await shot(t.page, 'models-team-marks');
    await afterFrames(t.page, () => t.page.keyboard.press('Escape'));
    await settle(t.page);
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
    expect((await setupNow<Envelope>(t.page)).models).toEqual(withFigure.models);
    await figuresDrawnAsModel();
    await shot(t.page, 'models-figures-after-reload');
  });

  it('refuses a file whose model data unpacks past the caps, naming the model, and leaves the table as it was', async () => {
    const before = await setupNow<Envelope>(t.page);
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
    expect(await setupNow<Envelope>(t.page)).toEqual(before);
    await shot(t.page, 'models-hostile-file');
    await t.page.getByRole('button', { name: 'Dismiss' }).click();
    expect(t.errors).toEqual([]);
  });
});

describe("the editor's Models card", () => {
  it('gives the figures a model from a file, adjusts it, refuses a broken file, and the table keeps it', async () => {
    await afterFrames(t.page, () => t.page.getByRole('button', { name: 'Edit table' }).click());
    const card = t.page.getByTestId('model-kind-figure');
    // The figures still have the model the file above gave them: take it away first.
    await card.getByRole('button', { name: 'Remove model' }).click();
    await figuresDrawnAsModel(0);
    expect((await setupNow<Envelope>(t.page)).models).toBeUndefined();

    await card.getByTestId('model-file-figure').setInputFiles('assets/models/tree.glb');
    await figuresDrawnAsModel(TREE_TRIANGLES);
    await expect(card.getByTestId('model-said-figure').textContent()).resolves.toBe(
      'Figures are drawn as tree.glb (64 triangles).',
    );
    // Fitted to the height the sight measures a figure's body over its base: 2.8 cm.
    await expect(card.getByTestId('model-fit-figure').textContent()).resolves.toMatch(
      /^Stands 2\.8 cm tall and 1\.5 cm across, 64 triangles\.$/,
    );
    await card.getByLabel('Scale').selectOption('1.5');
    await card.getByLabel('Turn').selectOption('90');
    await expect(card.getByTestId('model-fit-figure').textContent()).resolves.toMatch(/^Stands 4\.2 cm tall/); // 1.5 × 2.8
    expect((await setupNow<Envelope>(t.page)).models?.kinds).toEqual([
      { kind: 'figure', model: expect.stringMatching(/^[0-9a-f]{16}$/), scale: 1.5, turn: 90, lift: 0 },
    ]);
    await shot(t.page, 'models-editor-card');

    const before = await setupNow<Envelope>(t.page);
    const cut = readFileSync('assets/models/figure.stl').subarray(0, 500);
    await card
      .getByTestId('model-file-figure')
      .setInputFiles({ name: 'cut.stl', mimeType: 'model/stl', buffer: cut });
    await expect
      .poll(() => card.getByTestId('model-said-figure').textContent())
      .toMatch(
        /^cut\.stl was not used: this binary STL is cut short or padded: .*\. The table is unchanged\.$/,
      );
    expect(await setupNow<Envelope>(t.page)).toEqual(before);

    await t.page.getByRole('button', { name: 'Done' }).click();
    await t.page.waitForFunction(() =>
      (localStorage.getItem('paintball-mini:last-table') ?? '').includes('"scale": 1.5'),
    );
    await t.page.reload();
    await settle(t.page);
    await figuresDrawnAsModel(TREE_TRIANGLES);
    expect((await setupNow<Envelope>(t.page)).models).toEqual(before.models);
    await shot(t.page, 'models-tree-figures-after-reload');
    expect(t.errors).toEqual([]);
  });
});

describe("the shot card's % visible on the figures' model", () => {
  it('Blue 1 hidden behind the hill shows over it once the figures are a model twice as tall (% visible is measured on the model)', async () => {
    const setup = hiddenByTheHill();
    const [red, blue] = setup.figures as [Setup['figures'][number], Setup['figures'][number]];
    const seenWords = async (): Promise<string | null> => {
      await clickFigure(t.page, red.at);
      await clickFigure(t.page, blue.at);
      return t.page.getByTestId('sight-panel').getByTestId('sight-seen').textContent();
    };
    await openSetupFile(t.page, setup, 'hidden-by-the-hill.json');
    await afterFrames(t.page, () => t.page.keyboard.press('2')); // top-down: every figure clickable
    await settle(t.page);
    await expect(seenWords()).resolves.toMatch(/^0% of Blue 1 shows from Red 1's goggles/);
    await shot(t.page, 'models-shot-card-default-figures');

    const imported = await importModel(
      new Uint8Array(readFileSync('assets/models/figure.stl')),
      'figure.stl',
    );
    if (!imported.ok) throw new Error(imported.reason);
    const tall = withModel(setup, 'figure', imported.mesh, { scale: 2, turn: 0, lift: 0 });
    await openSetupFile(t.page, tall, 'hidden-by-the-hill-tall-models.json');
    await figuresDrawnAsModel();
    await afterFrames(t.page, () => t.page.keyboard.press('2'));
    await settle(t.page);
    // 27 of the 64 samples inside Blue 1's model clear the crest from Red 1's raised eyes (the model
    // fitted to the sight's 2.8 cm body, then doubled).
    await expect(seenWords()).resolves.toMatch(/^42% of Blue 1 shows from Red 1's goggles/);
    await shot(t.page, 'models-shot-card-tall-models');
    // From three-quarter: the tall models, Red 1's raised eyes on the near side of the crest.
    await afterFrames(t.page, () => t.page.keyboard.press('1'));
    await settle(t.page);
    await shot(t.page, 'models-shot-card-tall-models-three-quarter');
    expect(t.errors).toEqual([]);
  });
});

describe("Hex Battle Wars' characters", () => {
  it('take a model from the Models card; their seat marks float over it; kept across a reload', async () => {
    await openSetupFile(t.page, duel(), 'duel.json');
    await settle(t.page);
    await afterFrames(t.page, () => t.page.getByRole('button', { name: 'Edit table' }).click());
    const card = t.page.getByTestId('model-kind-character');
    await card.getByTestId('model-file-character').setInputFiles('assets/models/figure.stl');
    const drawnAsModel = () =>
      t.page.waitForFunction(
        (n) =>
          window.__table?.drawnTriangles('character-models') === n &&
          window.__table?.drawnTriangles('characters') === 0,
        FIGURE_TRIANGLES,
        { timeout: 60_000, polling: 100 },
      );
    await drawnAsModel();
    // Fitted to the warrior's height above its base: 6.5 − 0.5 cm.
    await expect(card.getByTestId('model-fit-character').textContent()).resolves.toMatch(
      /^Stands 6\.0 cm tall/,
    );
    expect(await t.page.evaluate(() => window.__table!.drawnTriangles('seat-marks-1'))).toBeGreaterThan(0);
    await t.page.getByRole('button', { name: 'Done' }).click();
    await t.page.waitForFunction(() =>
      Object.keys(localStorage).some((k) => (localStorage.getItem(k) ?? '').includes('"kind": "character"')),
    );
    await t.page.reload();
    await settle(t.page);
    await drawnAsModel();
    await waitForFrames(t.page, 2);
    await settle(t.page);
    await shot(t.page, 'models-battle-characters');
    expect(t.errors).toEqual([]);
  });
});

describe("HexPrint's models", () => {
  it('a look given a model draws it on its base with the seat mark over it; the Models card offers each look', async () => {
    const imported = await importModel(
      new Uint8Array(readFileSync('assets/models/figure.stl')),
      'figure.stl',
    );
    if (!imported.ok) throw new Error(imported.reason);
    await openSetupFile(
      t.page,
      withModel(skirmish(), 'scout', imported.mesh, { scale: 1, turn: 0, lift: 0 }),
      'scouts.json',
    );
    await t.page.waitForFunction(
      (n) =>
        window.__table?.drawnTriangles('imported-scout') === n &&
        window.__table?.drawnTriangles('models-scout') === 0 &&
        (window.__table?.drawnTriangles('models-gunner') ?? 0) > 0,
      FIGURE_TRIANGLES,
      { timeout: 60_000, polling: 100 },
    );
    expect(await t.page.evaluate(() => window.__table!.drawnTriangles('bases-scout'))).toBeGreaterThan(0);
    await settle(t.page);
    await shot(t.page, 'models-hexprint-scouts');
    await afterFrames(t.page, () => t.page.getByRole('button', { name: 'Edit table' }).click());
    await t.page.getByTestId('model-kind-walker').waitFor();
    for (const look of ['squad', 'scout', 'gunner', 'walker', 'trooper'])
      expect(await t.page.getByTestId(`model-kind-${look}`).count()).toBe(1);
    // Fitted to a one-hex model's height above its base: 3 − 0.45 cm.
    await expect(t.page.getByTestId('model-fit-scout').textContent()).resolves.toMatch(
      /^Stands 2\.5 cm tall/,
    );
    await t.page.getByRole('button', { name: 'Done' }).click();
    expect(t.errors).toEqual([]);
  });
});
