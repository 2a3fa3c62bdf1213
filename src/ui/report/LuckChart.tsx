import type { ChartShape } from './chartShape';
import { CHART_HEIGHT, CHART_WIDTH } from './chartShape';

// Each side's luck over the game as a line (the running sum of what fell less what was expected),
// drawn as SVG from the chart's shape (chartShape.ts, d3's scales and line). Sides differ by colour
// and by dash, and the key names them, so the chart never relies on colour alone.

export function LuckChart({ shape }: { shape: ChartShape }) {
  return (
    <figure className="luck-chart">
      <svg
        viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
        role="img"
        aria-label="Each side's luck over the game"
      >
        {shape.ticks.map((t) => (
          <g key={t.label}>
            <line x1={shape.left} x2={shape.right} y1={t.y} y2={t.y} className={t.zero ? 'zero' : 'grid'} />
            <text x={shape.left - 4} y={t.y} textAnchor="end" dominantBaseline="middle">
              {t.label}
            </text>
          </g>
        ))}
        <text x={shape.axis.x} y={shape.axis.y} textAnchor="middle">
          actions
        </text>
        {shape.lines.map((l) => (
          <path key={l.side} d={l.d} fill="none" stroke={l.colour} strokeWidth={2} strokeDasharray={l.dash} />
        ))}
      </svg>
      <figcaption>
        {shape.lines.map((l) => (
          <span key={l.side} className="luck-key">
            <svg width="28" height="8" aria-hidden>
              <line x1="0" x2="28" y1="4" y2="4" stroke={l.colour} strokeWidth={2} strokeDasharray={l.dash} />
            </svg>
            {l.name} {l.total}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
