import { CanvasTexture, LinearFilter } from 'three';

/** How a kind of label looks, in CSS pixels: the DOM labels it replaces, painted once onto a canvas. */
export interface LabelLook {
  readonly font: string;
  readonly colour: string;
  /** A dark halo round the letters, for text standing straight on the table. */
  readonly halo?: string;
  readonly background?: string;
  readonly border?: string;
  readonly radius?: number;
  readonly padX?: number;
  readonly padY?: number;
  /**
   * The words labels in this look are most often drawn with (a badge's rolls): painted ahead, while
   * the table is idle (`warmLooks`), into one atlas the label meshes in these looks share.
   */
  readonly words?: readonly string[];
}

/** Where one label's picture lies in the atlas (uv, 0–1) and how large it is on screen (CSS px). */
export interface AtlasEntry {
  readonly u0: number;
  readonly v0: number;
  readonly u1: number;
  readonly v1: number;
  readonly width: number;
  readonly height: number;
}

export interface LabelAtlas {
  readonly texture: CanvasTexture;
  readonly entries: ReadonlyMap<string, AtlasEntry>;
}

const GAP = 2;
const ROW_WIDTH = 1024;

/** The key of a label's picture: the same words in the same look are painted once. */
export const pictureKey = (look: string, text: string) => `${look}\u0000${text}`;

export function lineHeight(look: LabelLook): number {
  const px = /(\d+(?:\.\d+)?)px/.exec(look.font);
  return Math.ceil((px === null ? 12 : Number(px[1])) * 1.3);
}

/** One picture's place in the atlas, in CSS pixels. */
export interface PackedLabel {
  readonly key: string;
  readonly look: LabelLook;
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/**
 * Lays out every distinct (look, words) once, row by row, `measure` giving the words' width in a
 * font: the pictures never overlap and the same words in the same look share one.
 */
export function packLabels(
  wanted: readonly { look: string; text: string }[],
  looks: Readonly<Record<string, LabelLook>>,
  measure: (font: string, text: string) => number,
): { boxes: PackedLabel[]; width: number; height: number } {
  const boxes: PackedLabel[] = [];
  const seen = new Set<string>();
  let x = GAP;
  let y = GAP;
  let rowH = 0;
  let widest = 0;
  for (const { look: lookName, text } of wanted) {
    const key = pictureKey(lookName, text);
    if (seen.has(key)) continue;
    seen.add(key);
    const look = looks[lookName];
    if (look === undefined) throw new Error(`No label look named "${lookName}".`);
    const w = Math.ceil(measure(look.font, text) + 2 * (look.padX ?? 0) + (look.halo ? 4 : 0) + 2);
    const h = lineHeight(look) + 2 * (look.padY ?? 0) + 2;
    if (x + w + GAP > ROW_WIDTH && x > GAP) {
      x = GAP;
      y += rowH + GAP;
      rowH = 0;
    }
    boxes.push({ key, look, text, x, y, w, h });
    x += w + GAP;
    rowH = Math.max(rowH, h);
    widest = Math.max(widest, x);
  }
  return { boxes, width: Math.max(1, widest), height: Math.max(1, y + rowH + GAP) };
}

/** Pictures measured or painted in one step of `labelAtlasSteps`. */
const STEP_PICTURES = 24;

/**
 * Paints every distinct label once, at the screen's pixel ratio, into one texture: a table full of
 * labels is one draw call and orbiting it touches no page element.
 */
export function buildLabelAtlas(
  wanted: readonly { look: string; text: string }[],
  looks: Readonly<Record<string, LabelLook>>,
  pixelRatio: number,
): LabelAtlas {
  const steps = labelAtlasSteps(wanted, looks, pixelRatio);
  for (;;) {
    const r = steps.next();
    if (r.done === true) return r.value;
  }
}

/**
 * `buildLabelAtlas` in small steps, for work done while the page is idle: the words measured, then
 * painted, a couple of dozen pictures a step; the texture is made in the last.
 */
export function* labelAtlasSteps(
  wanted: readonly { look: string; text: string }[],
  looks: Readonly<Record<string, LabelLook>>,
  pixelRatio: number,
): Generator<void, LabelAtlas, undefined> {
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (ctx === null) throw new Error('This browser cannot paint labels onto a canvas.');
  // Each font's words measured first, a step's worth at a time; then laid out from those widths.
  const widths = new Map<string, number>();
  const measure = (font: string, text: string) => {
    const key = `${font}\u0000${text}`;
    let w = widths.get(key);
    if (w === undefined) {
      ctx.font = font;
      widths.set(key, (w = ctx.measureText(text).width));
    }
    return w;
  };
  for (const { look, text } of wanted) {
    const font = looks[look]?.font; // a look not named is told by packLabels
    if (font === undefined) continue;
    const before = widths.size;
    measure(font, text);
    if (widths.size > before && widths.size % STEP_PICTURES === 0) yield;
  }
  const { boxes, width: cssW, height: cssH } = packLabels(wanted, looks, measure);
  canvas.width = Math.ceil(cssW * pixelRatio);
  canvas.height = Math.ceil(cssH * pixelRatio);
  ctx.scale(pixelRatio, pixelRatio);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const entries = new Map<string, AtlasEntry>();
  for (const [i, b] of boxes.entries()) {
    if (i > 0 && i % STEP_PICTURES === 0) yield;
    paint(ctx, b.look, b.text, b.x, b.y, b.w, b.h);
    entries.set(b.key, {
      u0: b.x / cssW,
      u1: (b.x + b.w) / cssW,
      // Canvas rows run down, texture v runs up (flipY).
      v0: 1 - (b.y + b.h) / cssH,
      v1: 1 - b.y / cssH,
      width: b.w,
      height: b.h,
    });
  }
  const texture = new CanvasTexture(canvas);
  texture.minFilter = LinearFilter;
  texture.magFilter = LinearFilter;
  texture.generateMipmaps = false;
  return { texture, entries };
}

/** Paints one picture: its pill (where the look has one) and its words, centred in the box. */
export function paint(
  ctx: CanvasRenderingContext2D,
  look: LabelLook,
  text: string,
  x: number,
  y: number,
  w: number,
  h: number,
) {
  if (look.background !== undefined || look.border !== undefined) {
    ctx.beginPath();
    ctx.roundRect(x + 0.5, y + 0.5, w - 1, h - 1, Math.min(look.radius ?? 0, (h - 1) / 2));
    if (look.background !== undefined) {
      ctx.fillStyle = look.background;
      ctx.fill();
    }
    if (look.border !== undefined) {
      ctx.strokeStyle = look.border;
      ctx.lineWidth = 1;
      ctx.stroke();
    }
  }
  ctx.font = look.font;
  const cx = x + w / 2;
  const cy = y + h / 2 + 0.5;
  if (look.halo !== undefined) {
    ctx.shadowColor = look.halo;
    ctx.shadowBlur = 3;
    ctx.fillStyle = look.halo;
    ctx.fillText(text, cx, cy);
    ctx.shadowBlur = 2;
    ctx.fillText(text, cx, cy);
    ctx.shadowBlur = 0;
    ctx.shadowColor = 'transparent';
  }
  ctx.fillStyle = look.colour;
  ctx.fillText(text, cx, cy);
}
