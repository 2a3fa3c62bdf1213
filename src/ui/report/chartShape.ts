import { scaleLinear } from 'd3-scale';
import { line, curveStepAfter } from 'd3-shape';
import type { SideLuck } from '../../game/luck/ledger';

// The luck chart worked out once, with d3's scales and line shape: the grid, its labels and each
// side's line. The card draws it with React (LuckChart.tsx) and the saved web page writes it as SVG
// text (reportPage.ts), so both show the same chart. Sides differ by colour and by dash.

export const CHART_WIDTH = 480;
export const CHART_HEIGHT = 180;
const PAD = { left: 40, right: 10, top: 10, bottom: 24 };
const DASHES = ['', '6 3', '2 3', '10 3 2 3', '1 2', '8 2 2 2'];

export interface ChartTick {
  readonly y: number;
  readonly label: string;
  /** The line of no luck at all, drawn stronger than the grid. */
  readonly zero: boolean;
}

export interface ChartLine {
  readonly side: string;
  readonly name: string;
  readonly d: string;
  readonly colour: string;
  readonly dash: string;
  /** "+1.5", "−0.8": the side's luck at the end, in the key. */
  readonly total: string;
}

export interface ChartShape {
  readonly left: number;
  readonly right: number;
  readonly ticks: readonly ChartTick[];
  /** Where the axis says "actions". */
  readonly axis: { readonly x: number; readonly y: number };
  readonly lines: readonly ChartLine[];
}

/** Each side's running luck over the game's actions, as lines on a grid of whole luck. */
export function chartShape(
  sides: readonly SideLuck[],
  actions: number,
  colourOf: (side: string) => string,
): ChartShape {
  const reach = Math.max(1, ...sides.flatMap((s) => s.line.map((p) => Math.abs(p.luck))));
  const x = scaleLinear()
    .domain([0, Math.max(1, actions)])
    .range([PAD.left, CHART_WIDTH - PAD.right]);
  const y = scaleLinear()
    .domain([-reach, reach])
    .range([CHART_HEIGHT - PAD.bottom, PAD.top])
    .nice();
  const path = line<{ action: number; luck: number }>()
    .x((p) => x(p.action))
    .y((p) => y(p.luck))
    .curve(curveStepAfter);
  return {
    left: PAD.left,
    right: CHART_WIDTH - PAD.right,
    ticks: y.ticks(4).map((t) => ({ y: y(t), label: t > 0 ? `+${t}` : `${t}`, zero: t === 0 })),
    axis: { x: (PAD.left + CHART_WIDTH - PAD.right) / 2, y: CHART_HEIGHT - 4 },
    lines: sides.map((s, i) => ({
      side: s.side,
      name: s.name,
      d: path([{ action: 0, luck: 0 }, ...s.line, { action: actions, luck: s.luck }]) ?? '',
      colour: colourOf(s.side),
      dash: DASHES[i % DASHES.length]!,
      total: `${s.luck >= 0 ? '+' : '−'}${Math.abs(s.luck).toFixed(1)}`,
    })),
  };
}
