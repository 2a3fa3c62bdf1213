import { readFileSync } from 'node:fs';
import { deflateSync } from 'fflate';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Hex } from '../../src/geometry';
import { tileHexes } from '../../src/geometry';
import { importModel } from '../../src/models';
import { tableOf } from '../../src/rules/hex-battle-wars/engine/start';
import type { Setup as BattleSetup } from '../../src/rules/hex-battle-wars/setup/schema';
import { tableSight } from '../../src/rules/hex-battle-wars/sight/tableSight';
import { heightAt, terrainOf } from '../../src/rules/hexprint/board/terrain';
import type { Setup as PrintSetup } from '../../src/rules/hexprint/setup/schema';
import { tableWorld } from '../../src/rules/hexprint/sight/tableSight';
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
import { blueHidden } from '../fixtures/battleHidden';

// A set-up file that keeps an imported model (issue #31, models in): it opens with PaintBall Mini's
// figures drawn as the model (the shipped sample figure.stl), saves and survives a reload with its
// model whole and drawn, and one whose model data is hostile is refused, naming the model, with the
// table left as it was. The shot card's % visible measures the figures' model (issue #31, sight on
// the real shapes): a model twice the figure's height looks over a hill that hides the default figure.
// Terrain given a model through the Models card (a PaintBall hill, Hex Battle Wars' obstacles,
// HexPrint's ruins and forests) is drawn as it, previewed in the card and kept across a reload, and
// what the rules measure is the same as without it.

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

/** Drops the file at `path` on the element `selector` finds, as a player dragging it from their desktop would. */
async function dropFile(selector: string, path: string, type: string): Promise<void> {
  const bytes = readFileSync(path).toString('base64');
  const name = path.slice(path.lastIndexOf('/') + 1);
  await t.page.evaluate(
    ([sel, b64, file, mime]) => {
      const data = new DataTransfer();
      data.items.add(new File([Uint8Array.from(atob(b64!), (c) => c.charCodeAt(0))], file!, { type: mime! }));
      document
        .querySelector(sel!)!
        .dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: data }));
    },
    [selector, bytes, name, type],
  );
}

/**
 * Opens the table where a hill hides Blue 1 from Red 1, seen from the top (every figure clickable),
 * with what the shot card says of Red 1 shooting at Blue 1.
 */
async function openHiddenByTheHill() {
  const setup = hiddenByTheHill();
  const [red, blue] = setup.figures as [Setup['figures'][number], Setup['figures'][number]];
  const seenWords = async (): Promise<string | null> => {
    await clickFigure(t.page, red.at);
    await clickFigure(t.page, blue.at);
    return t.page.getByTestId('sight-panel').getByTestId('sight-seen').textContent();
  };
  await openSetupFile(t.page, setup, 'hidden-by-the-hill.json');
  await afterFrames(t.page, () => t.page.keyboard.press('2'));
  await settle(t.page);
  return { setup, seenWords };
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
    // The button went with the model: the keyboard is left on the row's choose button, not the page.
    await expect
      .poll(() => t.page.evaluate(() => document.activeElement?.textContent))
      .toBe('Choose a model…');

    // Dropped on its row, as the card says: taken there, and not also tried as a table file.
    const errors = () =>
      t.page.evaluate(
        () =>
          (window.__table!.store as { getState(): { notices: { tone: string }[] } })
            .getState()
            .notices.filter((n) => n.tone === 'error').length,
      );
    const errorsBefore = await errors();
    await dropFile('[data-testid="model-kind-figure"]', 'assets/models/tree.glb', 'model/gltf-binary');
    await figuresDrawnAsModel(TREE_TRIANGLES);
    expect(await errors()).toBe(errorsBefore);
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
    // Ctrl+Z from the list itself takes the turn back, and Ctrl+Shift+Z brings it again.
    const turnNow = async () => (await setupNow<Envelope>(t.page)).models?.kinds[0]?.turn;
    await card.getByLabel('Turn').focus();
    await t.page.keyboard.press('Control+z');
    await expect.poll(turnNow).toBe(0);
    await t.page.keyboard.press('Control+Shift+z');
    await expect.poll(turnNow).toBe(90);
    await shot(t.page, 'models-editor-card');

    const before = await setupNow<Envelope>(t.page);
    const cut = readFileSync('assets/models/figure.stl').subarray(0, 500);
    await card
      .getByTestId('model-file-figure')
      .setInputFiles({ name: 'cut.stl', mimeType: 'model/stl', buffer: cut });
    await expect
      .poll(() => card.getByTestId('model-said-figure').textContent())
      .toMatch(
        /^cut\.stl was not used: this STL file is damaged or was not saved whole: .*\. Export it again from your modelling program\. The table is unchanged\.$/,
      );
    expect(await setupNow<Envelope>(t.page)).toEqual(before);
    // Remove model takes its words with it; Ctrl+Z brings the model back.
    await card.getByRole('button', { name: 'Remove model' }).click();
    await figuresDrawnAsModel(0);
    expect(await card.getByTestId('model-said-figure').count()).toBe(0);
    await t.page.keyboard.press('Control+z');
    await figuresDrawnAsModel(TREE_TRIANGLES);
    expect(await setupNow<Envelope>(t.page)).toEqual(before);
    // A model file dropped on the table is not a table: the page says where it goes.
    const said = await afterNotice(
      t.page,
      () => dropFile('canvas', 'assets/models/tree.glb', 'model/gltf-binary'),
      'info',
      /is a model/,
    );
    expect(said).toBe(
      'tree.glb is a model, not a table: give it to a kind of piece in Edit table → Models. The table is unchanged.',
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
    const { setup, seenWords } = await openHiddenByTheHill();
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
    const table = duel();
    const seats = table.characters.map((c) => table.seats.find((s) => s.id === c.seat)!.name);
    await expect(card.getByTestId('model-on-character').textContent()).resolves.toBe(
      `On this table: ${seats.join(', ')}.`,
    );
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

describe("Hex Battle Wars' invisibility tiles", () => {
  it('HB-HIDDEN: the tiles take a model from the Models card, the same for all three, each with its mark and number over it', async () => {
    const hidden = blueHidden();
    await openSetupFile(t.page, hidden, 'duel-hidden.json');
    await settle(t.page);
    await afterFrames(t.page, () => t.page.getByRole('button', { name: 'Edit table' }).click());
    const card = t.page.getByTestId('model-kind-tile');
    await card.getByTestId('model-file-tile').setInputFiles('assets/models/figure.stl');
    await t.page.waitForFunction(
      (n) => window.__table?.drawnTriangles('invisibility-tiles') === n,
      FIGURE_TRIANGLES,
      { timeout: 60_000, polling: 100 },
    );
    // Fitted across the token, 6.8 cm corner to corner, its height following.
    await expect(card.getByTestId('model-fit-tile').textContent()).resolves.toMatch(/6\.8 cm across/);
    expect(await t.page.evaluate(() => window.__table!.drawnTriangles('tile-numbers'))).toBeGreaterThan(0);
    await t.page.getByRole('button', { name: 'Done' }).click();
    await settle(t.page);
    await shot(t.page, 'models-battle-tiles');
    const kept = await setupNow<BattleSetup>(t.page);
    expect(kept.models?.kinds.map((k) => k.kind)).toEqual(['tile']);
    // HB-LOS measures a tile's top face, whatever it is drawn as.
    expect(battleSightsOf(kept)).toEqual(battleSightsOf(hidden));
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
    // Each row says which of the table's models it draws, and that no unit is one of the others.
    await expect(t.page.getByTestId('model-on-scout').textContent()).resolves.toMatch(
      /^On this table: Scout ×\d+\.$/,
    );
    await expect(t.page.getByTestId('model-on-trooper').textContent()).resolves.toBe(
      'None on this table yet: each one placed is drawn with this model.',
    );
    // Fitted to a one-hex model's height above its base: 3 − 0.45 cm.
    await expect(t.page.getByTestId('model-fit-scout').textContent()).resolves.toMatch(
      /^Stands 2\.5 cm tall/,
    );
    await t.page.getByRole('button', { name: 'Done' }).click();
    expect(t.errors).toEqual([]);
  });
});

describe('terrain given a model through the Models card (issue #31)', () => {
  /** The rock sample's triangles, drawn once for every piece of its kind. */
  const ROCK_TRIANGLES = 144;
  const drawn = (name: string) => t.page.evaluate((n) => window.__table!.drawnTriangles(n), name);
  const drawnAs = (name: string) =>
    t.page.waitForFunction(
      ([n, triangles]) => window.__table?.drawnTriangles(n as string) === triangles,
      [name, ROCK_TRIANGLES] as const,
      { timeout: 60_000, polling: 100 },
    );
  /** The preview of a kind's model has drawn it, and says its fitted size in words. */
  async function previewShows(kind: string): Promise<string> {
    await t.page.waitForFunction(
      ([k, triangles]) =>
        document.querySelector<HTMLElement>(`[data-testid="model-preview-${k}"]`)?.dataset.drawn ===
        String(triangles),
      [kind, ROCK_TRIANGLES] as const,
      { timeout: 60_000, polling: 100 },
    );
    return (await t.page.getByTestId(`model-preview-${kind}`).getAttribute('aria-label')) ?? '';
  }
  async function giveRock(kind: string) {
    const card = t.page.getByTestId(`model-kind-${kind}`);
    await card.getByTestId(`model-file-${kind}`).setInputFiles('assets/models/rock.gltf');
    await drawnAs(`terrain-models-${kind}`);
    return card;
  }

  it("PaintBall Mini's hill: drawn as the model over its footprint, previewed, kept across a reload; the shot card's % unchanged", async () => {
    const { seenWords } = await openHiddenByTheHill();
    const before = await seenWords();
    expect(before).toMatch(/^0% of Blue 1 shows from Red 1's goggles/);
    await afterFrames(t.page, () => t.page.keyboard.press('Escape'));

    await afterFrames(t.page, () => t.page.getByRole('button', { name: 'Edit table' }).click());
    await expect(t.page.getByTestId('model-measured-hill').textContent()).resolves.toBe(
      "Drawn only: the rules measure the hill's footprint and height.",
    );
    const card = await giveRock('hill');
    expect(await drawn('hill-hill')).toBe(0);
    await expect(card.getByTestId('model-fit-hill').textContent()).resolves.toBe(
      'Fitted to each piece; on a typical one it covers 20.0 × 14.0 cm and stands 3.0 cm tall, 144 triangles.',
    );
    expect(await previewShows('hill')).toMatch(/covers 20\.0 × 14\.0 cm and stands 3\.0 cm tall/);
    await card.getByLabel('Scale').selectOption('1.5');
    await expect
      .poll(() => card.getByTestId('model-preview-hill').getAttribute('aria-label'))
      .toMatch(/covers 30\.0 × 21\.0 cm and stands 4\.5 cm tall/);
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `${SHOTS}/models-terrain-hill-card.png` });
    await t.page.getByRole('button', { name: 'Done' }).click();
    await afterFrames(t.page, () => t.page.keyboard.press('1'));
    await settle(t.page);
    await shot(t.page, 'models-terrain-hill-table');
    // Red 1 stands on the hill, inside its model (1.5 times the hill): its mark floats over the model.
    await lookCloselyAtRed(t.page, 16, 3);
    await shot(t.page, 'models-terrain-hill-red-mark');
    await afterFrames(t.page, () => t.page.keyboard.press('2'));
    await settle(t.page);
    // PM-LOS-HILL measures the hill's footprint: the line and the % are the same with the model.
    await expect(seenWords()).resolves.toBe(before);
    await afterFrames(t.page, () => t.page.keyboard.press('Escape'));

    const kept = (await setupNow<Envelope>(t.page)).models;
    expect(kept?.kinds).toEqual([
      { kind: 'hill', model: expect.stringMatching(/^[0-9a-f]{16}$/), scale: 1.5, turn: 0, lift: 0 },
    ]);
    await t.page.waitForFunction(() =>
      (localStorage.getItem('paintball-mini:last-table') ?? '').includes('"kind": "hill"'),
    );
    await t.page.reload();
    await settle(t.page);
    await drawnAs('terrain-models-hill');
    expect((await setupNow<Envelope>(t.page)).models).toEqual(kept);
    expect(t.errors).toEqual([]);
  });

  it("Hex Battle Wars' obstacles: drawn as the model on their hexes, previewed, kept across a reload; sight unchanged", async () => {
    await openSetupFile(t.page, duel(), 'duel.json');
    await settle(t.page);
    await afterFrames(t.page, () => t.page.getByRole('button', { name: 'Edit table' }).click());
    await expect(t.page.getByTestId('model-measured-obstacle').textContent()).resolves.toBe(
      "Drawn only: sight measures the obstacle's blocks, 4 cm a level.",
    );
    const card = await giveRock('obstacle');
    expect(await drawn('hex-stacks')).toBe(0);
    expect(await previewShows('obstacle')).toMatch(/covers 10\.0 × 11\.5 cm and stands 8\.0 cm tall/);
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `${SHOTS}/models-terrain-obstacle-card.png` });
    await t.page.getByRole('button', { name: 'Done' }).click();
    await settle(t.page);
    await shot(t.page, 'models-terrain-obstacles-table');
    // HB-LOS meets the blocks: the table the page keeps, models and all, sees as the Duel's does.
    const withModels = await setupNow<BattleSetup>(t.page);
    expect(withModels.models?.kinds.map((k) => k.kind)).toEqual(['obstacle']);
    expect(battleSightsOf(withModels)).toEqual(battleSightsOf(duel()));
    await t.page.waitForFunction(() =>
      Object.keys(localStorage).some((k) => (localStorage.getItem(k) ?? '').includes('"kind": "obstacle"')),
    );
    await t.page.reload();
    await settle(t.page);
    await drawnAs('terrain-models-obstacle');
    expect((await setupNow<BattleSetup>(t.page)).models).toEqual(withModels.models);
    expect(t.errors).toEqual([]);
  });

  it("HexPrint's ruins and forests: drawn as the model on their hexes, previewed, kept across a reload; % seen unchanged", async () => {
    await openSetupFile(t.page, skirmish(), 'skirmish.json');
    await settle(t.page);
    await afterFrames(t.page, () => t.page.getByRole('button', { name: 'Edit table' }).click());
    await expect(t.page.getByTestId('model-measured-ruins').textContent()).resolves.toMatch(
      /^Drawn only: sight measures/,
    );
    await giveRock('ruins');
    const card = await giveRock('forest');
    expect(await previewShows('forest')).toMatch(/covers 10\.0 × 11\.5 cm and stands 3\.0 cm tall/);
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `${SHOTS}/models-terrain-forest-card.png` });
    await t.page.getByRole('button', { name: 'Done' }).click();
    await settle(t.page);
    await shot(t.page, 'models-terrain-hexprint-table');
    // HP-HEIGHT, HP-TERRAIN-CARD: the page's table, models and all, sees as the Skirmish does.
    const withModels = await setupNow<PrintSetup>(t.page);
    expect(withModels.models?.kinds.map((k) => k.kind)).toEqual(['ruins', 'forest']);
    expect(printSightsOf(withModels)).toEqual(printSightsOf(skirmish()));
    await t.page.waitForFunction(() =>
      Object.keys(localStorage).some((k) => (localStorage.getItem(k) ?? '').includes('"kind": "forest"')),
    );
    await t.page.reload();
    await settle(t.page);
    await drawnAs('terrain-models-forest');
    await drawnAs('terrain-models-ruins');
    expect((await setupNow<PrintSetup>(t.page)).models).toEqual(withModels.models);
    expect(t.errors).toEqual([]);
  });
});

/** Whether each hex of the Duel's board sees each other (HB-LOS, the 3D table's sight), as a list. */
function battleSightsOf(setup: BattleSetup): string {
  const table = tableOf(setup);
  const sight = tableSight();
  const hexes = table.hexes.filter((_, i) => i % 5 === 0);
  return hexes.map((a) => hexes.map((b) => (sight.sees(table, a, b) ? '1' : '0')).join('')).join('/');
}

/** The share seen between every fifth hex of the board, one level tall each (HP-LOS), as a list. */
function printSightsOf(setup: PrintSetup): string {
  const terrain = terrainOf(setup.board, setup.terrainCards);
  const world = tableWorld();
  const hexes = setup.board.tiles.flatMap(tileHexes).filter((_, i) => i % 5 === 0);
  const place = (h: Hex) => ({ hexes: [h], base: heightAt(terrain, h), height: 1 });
  return hexes
    .map((a) => hexes.map((b) => world.sightOf(terrain, place(a), place(b), 16).seen).join(','))
    .join('/');
}

describe("the Models card's preview on a phone", () => {
  it('a hill given a model by touch shows its preview within the 390 × 844 screen, and the scale changes it by keyboard', async () => {
    const phone = await openTable(
      browser,
      inject('baseUrl'),
      { width: 390, height: 844 },
      {
        hasTouch: true,
        isMobile: true,
      },
    );
    try {
      await settle(phone.page);
      await openSetupFile(phone.page, hiddenByTheHill(), 'hidden-by-the-hill.json');
      const edit = phone.page.getByRole('button', { name: 'Edit table', exact: true });
      if (!(await edit.isVisible()))
        await phone.page.getByRole('button', { name: 'Menu', exact: true }).tap();
      await afterFrames(phone.page, () => edit.tap());
      const card = phone.page.getByTestId('model-kind-hill');
      await card.getByTestId('model-file-hill').setInputFiles('assets/models/rock.gltf');
      const preview = card.getByTestId('model-preview-hill');
      await phone.page.waitForFunction(
        () =>
          document.querySelector<HTMLElement>('[data-testid="model-preview-hill"]')?.dataset.drawn === '144',
        undefined,
        { timeout: 60_000, polling: 100 },
      );
      await preview.scrollIntoViewIfNeeded();
      const box = await preview.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      expect(box!.height).toBeGreaterThan(100);
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // The lists take the keyboard as well as a finger: the scale, one step down by the arrow key.
      await card.getByLabel('Scale').focus();
      await card.getByLabel('Scale').press('ArrowDown');
      await expect
        .poll(() => preview.getAttribute('aria-label'))
        .toMatch(/covers 22\.0 × 15\.4 cm and stands 3\.3 cm tall/);
      await preview.scrollIntoViewIfNeeded();
      await preview.screenshot({ path: `${SHOTS}/models-terrain-phone-preview.png` });
      await shot(phone.page, 'models-terrain-phone');
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.page.context().close();
    }
  });
});
