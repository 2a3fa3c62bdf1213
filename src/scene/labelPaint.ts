// The page's labels anchored in the scene (tapes, sight marks, threat numbers) live in the page, not
// the canvas, so a picture paints them itself: each read from the page as it stands (where, what
// colours, what words) into a plain description, then painted on the picture wherever that is drawn
// (the picture is put together off the page's thread: pictureSheet.ts).

/** One label as a picture paints it, in the picture's pixels. */
export interface LabelPaint {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly radius: number;
  /** CSS colours; a fill of 'rgba(0, 0, 0, 0)' is none. */
  readonly fill: string;
  readonly stroke: string;
  /** 0: no border. */
  readonly lineWidth: number;
  readonly colour: string;
  readonly font: string;
  readonly text: string;
  /** A blur for the text's shadow; 0: none. */
  readonly shadowBlur: number;
  /** How far down of the box's middle the words sit (half a pixel at the picture's scale). */
  readonly nudge: number;
}

/** Each label matching `selector` on screen, placed on a `pictureWidth` wide picture of `canvas`. */
export function labelPaints(selector: string, canvas: HTMLCanvasElement, pictureWidth: number): LabelPaint[] {
  const canvasRect = canvas.getBoundingClientRect();
  const k = pictureWidth / canvasRect.width;
  const pictureHeight = canvasRect.height * k;
  const paints: LabelPaint[] = [];
  for (const el of document.querySelectorAll<HTMLElement>(selector)) {
    if (el.offsetParent === null) continue;
    const r = el.getBoundingClientRect();
    const x = (r.left - canvasRect.left) * k;
    const y = (r.top - canvasRect.top) * k;
    if (x + r.width * k < 0 || y + r.height * k < 0 || x > pictureWidth || y > pictureHeight) continue;
    const css = getComputedStyle(el);
    const border = parseFloat(css.borderTopWidth);
    paints.push({
      x,
      y,
      width: r.width * k,
      height: r.height * k,
      radius: Math.min(r.height * k, parseFloat(css.borderTopLeftRadius) * k),
      fill: css.backgroundColor,
      stroke: css.borderTopColor,
      lineWidth: border > 0 ? Math.max(1, border * k) : 0,
      colour: css.color,
      font: `${css.fontWeight} ${parseFloat(css.fontSize) * k}px ${css.fontFamily}`,
      text: el.textContent ?? '',
      shadowBlur: css.textShadow === 'none' ? 0 : 3 * k,
      nudge: k * 0.5,
    });
  }
  return paints;
}

type Paper = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** Paints one label on a picture. */
export function paintLabel(ctx: Paper, p: LabelPaint): void {
  ctx.fillStyle = p.fill;
  ctx.strokeStyle = p.stroke;
  ctx.lineWidth = Math.max(1, p.lineWidth);
  ctx.beginPath();
  ctx.roundRect(p.x, p.y, p.width, p.height, p.radius);
  if (p.fill !== 'rgba(0, 0, 0, 0)') ctx.fill();
  if (p.lineWidth > 0) ctx.stroke();
  ctx.fillStyle = p.colour;
  ctx.font = p.font;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  if (p.shadowBlur > 0) {
    ctx.shadowColor = 'rgba(0,0,0,0.9)';
    ctx.shadowBlur = p.shadowBlur;
  }
  ctx.fillText(p.text, p.x + p.width / 2, p.y + p.height / 2 + p.nudge);
  ctx.shadowBlur = 0;
}
