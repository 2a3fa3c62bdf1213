import { scaleLinear } from 'd3-scale';
import { line, curveStepAfter } from 'd3-shape';
import type { SideLuck } from '../../game/luck/ledger';

// Each side's luck over the game as a line (the running sum of what fell less what was expected),
// drawn as SVG with d3's scales and line shape. Sides differ by colour and by dash, and the legend
// names them, so the chart never relies on colour alone.

const W = 480;
const H = 180;
const PAD = { left: 40, right: 10, top: 10, bottom: 24 };
const DASHES = ['', '6 3', '2 3', '10 3 2 3', '1 2', '8 2 2 2'];

export function LuckChart({
  sides,
  actions,
  colourOf,
}: {
  sides: readonly SideLuck[];
  actions: number;
  colourOf: (side: string) => string;
}) {
  const lows = sides.flatMap((s) => s.line.map((p) => p.luck));
  const reach = Math.max(1, ...lows.map(Math.abs));
  const x = scaleLinear()
    .domain([0, Math.max(1, actions)])
    .range([PAD.left, W - PAD.right]);
  const y = scaleLinear()
    .domain([-reach, reach])
    .range([H - PAD.bottom, PAD.top])
    .nice();
  const path = line<{ action: number; luck: number }>()
    .x((p) => x(p.action))
    .y((p) => y(p.luck))
    .curve(curveStepAfter);
  const ticks = y.ticks(4);
  return (
    <figure className="luck-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label="Each side's luck over the game">
        {ticks.map((t) => (
          <g key={t}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(t)}
              y2={y(t)}
              className={t === 0 ? 'zero' : 'grid'}
            />
            <text x={PAD.left - 4} y={y(t)} textAnchor="end" dominantBaseline="middle">
              {t > 0 ? `+${t}` : t}
            </text>
          </g>
        ))}
        <text x={(PAD.left + W - PAD.right) / 2} y={H - 4} textAnchor="middle">
          actions
        </text>
        {sides.map((s, i) => (
          <path
            key={s.side}
            d={path([{ action: 0, luck: 0 }, ...s.line, { action: actions, luck: s.luck }]) ?? ''}
            fill="none"
            stroke={colourOf(s.side)}
            strokeWidth={2}
            strokeDasharray={DASHES[i % DASHES.length]}
          />
        ))}
      </svg>
      <figcaption>
        {sides.map((s, i) => (
          <span key={s.side} className="luck-key">
            <svg width="28" height="8" aria-hidden>
              <line
                x1="0"
                x2="28"
                y1="4"
                y2="4"
                stroke={colourOf(s.side)}
                strokeWidth={2}
                strokeDasharray={DASHES[i % DASHES.length]}
              />
            </svg>
            {s.name} {s.luck >= 0 ? '+' : '−'}
            {Math.abs(s.luck).toFixed(1)}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
