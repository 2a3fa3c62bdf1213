import type { CanvasTexture } from 'three';
import type { LabelAtlas, LabelLook } from './labelAtlas';
import { buildLabelAtlas, labelAtlasSteps, lineHeight, paint, pictureKey } from './labelAtlas';

// The words a kind of label is most often drawn with, painted ahead while the table is idle into
// one atlas the label meshes in those looks share: a label whose words are all in it costs no
// painting (and no new texture) when it first shows.

/** The table's canvas draws at the screen's pixel ratio, kept between 1 and 2 (TableCanvas's `dpr`). */
const tableRatio = () => Math.min(2, Math.max(1, globalThis.devicePixelRatio || 1));

type Looks = Readonly<Record<string, LabelLook>>;
type Words = readonly { look: string; text: string }[];

/** Each set of looks' words, painted ahead at one pixel ratio. */
const paintedAhead = new WeakMap<Looks, { ratio: number; atlas: LabelAtlas }>();

/**
 * The words asked for ahead beyond the looks' own (a threat view's numbers, `paintWordsAhead`), by
 * picture key: kept for the page's life, so words a table showed once are there when it shows them again.
 */
const askedAhead = new WeakMap<Looks, Map<string, { look: string; text: string }>>();

/** The textures painted ahead, for the idle warm-up to hand to the GPU (OverlayWarmup). */
const texturesAhead = new Set<CanvasTexture>();

/** The atlases painted ahead so far: the GPU takes each once, while the table is idle, not on a click. */
export const texturesPaintedAhead = (): ReadonlySet<CanvasTexture> => texturesAhead;

/** How many label meshes draw from each texture painted ahead: one painted over is let go when the last is. */
const drawnBy = new Map<CanvasTexture, number>();

/** Textures painted over (or at another pixel ratio) that a label mesh still draws from. */
const paintedOver = new Set<CanvasTexture>();

/** Every word painted ahead for these looks: their own `words`, then those asked for with `paintWordsAhead`. */
export function wordsAhead(looks: Looks): Words {
  const own = Object.entries(looks).flatMap(([look, l]) => (l.words ?? []).map((text) => ({ look, text })));
  return [...own, ...(askedAhead.get(looks)?.values() ?? [])];
}

/** Whether the atlas painted ahead for these looks holds each of `words` at `ratio`. */
function holdsAll(looks: Looks, words: Words, ratio: number): boolean {
  const kept = paintedAhead.get(looks);
  return (
    kept !== undefined &&
    kept.ratio === ratio &&
    words.every((w) => kept.atlas.entries.has(pictureKey(w.look, w.text)))
  );
}

/** Paints every word ahead for these looks into a new shared atlas, a few at a step, where the one painted lacks one. */
function* paintAhead(looks: Looks): Generator<void, void, undefined> {
  const ratio = tableRatio();
  const wanted = wordsAhead(looks);
  if (wanted.length === 0 || holdsAll(looks, wanted, ratio)) return;
  const atlas = yield* labelAtlasSteps(wanted, looks, ratio);
  const before = paintedAhead.get(looks);
  paintedAhead.set(looks, { ratio, atlas });
  texturesAhead.add(atlas.texture);
  if (before === undefined) return;
  // The one painted before may still be drawn by labels on the table: let go once they are.
  texturesAhead.delete(before.atlas.texture);
  if (drawnBy.has(before.atlas.texture)) paintedOver.add(before.atlas.texture);
  else before.atlas.texture.dispose();
}

/**
 * The atlas `labels` draw from, and how a label mesh lets go of it once it is gone: the atlas
 * painted ahead for these looks, where it was painted at `ratio` and holds every label's picture
 * (labels drawn from it cost no painting and no new texture when they first show, as on a figure's
 * first click), or else one painted for them alone.
 */
export function labelAtlasFor(
  labels: Words,
  looks: Looks,
  ratio: number,
): { atlas: LabelAtlas; letGo: () => void } {
  const kept = paintedAhead.get(looks);
  if (kept === undefined || !holdsAll(looks, labels, ratio)) {
    const own = buildLabelAtlas(labels, looks, ratio);
    return { atlas: own, letGo: () => own.texture.dispose() };
  }
  const { texture } = kept.atlas;
  drawnBy.set(texture, (drawnBy.get(texture) ?? 0) + 1);
  let held = true;
  const letGo = () => {
    if (!held) return;
    held = false;
    const left = (drawnBy.get(texture) ?? 1) - 1;
    if (left > 0) return void drawnBy.set(texture, left);
    drawnBy.delete(texture);
    if (paintedOver.delete(texture)) texture.dispose();
  };
  return { atlas: kept.atlas, letGo };
}

/**
 * Adds `words` to those painted ahead for these looks (a threat view's numbers as the idle warm-up
 * works it out), and, where the shared atlas lacks one, paints it again with all of them, a few
 * words a step: the labels showing them then draw from it. Without a page it only keeps the words.
 */
export function* paintWordsAhead(looks: Looks, words: Words): Generator<void, void, undefined> {
  let asked = askedAhead.get(looks);
  if (asked === undefined) askedAhead.set(looks, (asked = new Map()));
  for (const w of words) asked.set(pictureKey(w.look, w.text), { look: w.look, text: w.text });
  if (typeof document === 'undefined') return;
  yield* paintAhead(looks);
}

/**
 * Measures and paints a few words in each look, on a canvas thrown away after: the browser finds
 * each look's font and keeps its letters, so the first labels drawn in these looks (a figure's
 * first click) do not wait for that. Then paints the looks' own `words` into the atlas they share
 * (`labelAtlasFor`). Work done ahead, while the table is idle.
 */
export function warmLooks(looks: Readonly<Record<string, LabelLook>>): void {
  if (typeof document === 'undefined') return; // no page, no fonts (the sight layer's Node tests)
  const canvas = document.createElement('canvas');
  canvas.width = 64;
  canvas.height = 32;
  const ctx = canvas.getContext('2d');
  if (ctx === null) return;
  const words = 'aim 2+ no shot ×0123456789';
  for (const look of Object.values(looks)) {
    ctx.font = look.font;
    ctx.measureText(words);
    paint(ctx, look, words, 0, 0, canvas.width, lineHeight(look));
  }
  for (const _ of paintAhead(looks));
}
