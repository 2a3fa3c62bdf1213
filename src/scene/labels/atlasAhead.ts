import type { CanvasTexture } from 'three';
import type { LabelAtlas, LabelLook } from './labelAtlas';
import { buildLabelAtlas, lineHeight, paint, pictureKey } from './labelAtlas';

// The words a kind of label is most often drawn with, painted ahead while the table is idle into
// one atlas the label meshes in those looks share: a label whose words are all in it costs no
// painting (and no new texture) when it first shows.

/** The table's canvas draws at the screen's pixel ratio, kept between 1 and 2 (TableCanvas's `dpr`). */
const tableRatio = () => Math.min(2, Math.max(1, globalThis.devicePixelRatio || 1));

/** Each set of looks' words, painted ahead at one pixel ratio. */
const paintedAhead = new WeakMap<Readonly<Record<string, LabelLook>>, { ratio: number; atlas: LabelAtlas }>();

/** The textures painted ahead, for the idle warm-up to hand to the GPU (OverlayWarmup). */
const texturesAhead = new Set<CanvasTexture>();

/** The atlases painted ahead so far: the GPU takes each once, while the table is idle, not on a click. */
export const texturesPaintedAhead = (): ReadonlySet<CanvasTexture> => texturesAhead;

function paintAhead(looks: Readonly<Record<string, LabelLook>>): void {
  const ratio = tableRatio();
  if (paintedAhead.get(looks)?.ratio === ratio) return;
  const wanted = Object.entries(looks).flatMap(([look, l]) =>
    (l.words ?? []).map((text) => ({ look, text })),
  );
  if (wanted.length === 0) return;
  const atlas = buildLabelAtlas(wanted, looks, ratio);
  // One painted at another ratio (the window moved to another screen) may still be drawn: kept, not disposed.
  const before = paintedAhead.get(looks);
  if (before !== undefined) texturesAhead.delete(before.atlas.texture);
  paintedAhead.set(looks, { ratio, atlas });
  texturesAhead.add(atlas.texture);
}

/**
 * The atlas painted ahead for these looks, when it was painted at `ratio` and holds every label's
 * picture: labels drawn from it cost no painting (and no new texture) when they first show, as on
 * a figure's first click. Shared, so never disposed. Null otherwise: the labels paint their own.
 */
export function atlasPaintedAhead(
  labels: readonly { look: string; text: string }[],
  looks: Readonly<Record<string, LabelLook>>,
  ratio: number,
): LabelAtlas | null {
  const kept = paintedAhead.get(looks);
  if (kept === undefined || kept.ratio !== ratio) return null;
  return labels.every((l) => kept.atlas.entries.has(pictureKey(l.look, l.text))) ? kept.atlas : null;
}

/**
 * Measures and paints a few words in each look, on a canvas thrown away after: the browser finds
 * each look's font and keeps its letters, so the first labels drawn in these looks (a figure's
 * first click) do not wait for that. Then paints the looks' own `words` into the atlas they share
 * (`atlasPaintedAhead`). Work done ahead, while the table is idle.
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
  paintAhead(looks);
}
