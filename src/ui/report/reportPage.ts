import type { Ledger } from '../../game/luck/ledger';
import { percent } from '../../game/luck/words';
import type { ChartShape } from './chartShape';
import { CHART_HEIGHT, CHART_WIDTH } from './chartShape';
import { REPORT_PAGE_STYLE } from './reportPageStyle';
import type { MomentPicture } from './useMomentPictures';

// The battle report as one web page to keep or send: the same words, chart and tables as the card,
// with its style inline and nothing to fetch (its policy forbids any request), so it opens offline
// on any phone or computer. The chart is the card's own shape (chartShape.ts), written as SVG text.

/** What a report says, as the card shows it and the saved page writes it. */
export interface ReportView {
  /** The table's name. */
  readonly table: string;
  /** The rule system's name. */
  readonly system: string;
  readonly actions: number;
  readonly ledger: Ledger;
  readonly shape: ChartShape;
}

const escaped = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Only the figures and names of a colour reach an attribute: anything else draws in black. */
const colour = (c: string): string => (/^#[0-9a-f]{3,8}$|^[a-z]+$/i.test(c) ? c : '#000');

const dashOf = (dash: string) => (dash === '' ? '' : ` stroke-dasharray="${escaped(dash)}"`);

function chartSvg(shape: ChartShape): string {
  const grid = shape.ticks
    .map(
      (t) =>
        `<line x1="${shape.left}" x2="${shape.right}" y1="${t.y}" y2="${t.y}" class="${t.zero ? 'zero' : 'grid'}"/>` +
        `<text x="${shape.left - 4}" y="${t.y}" text-anchor="end" dominant-baseline="middle">${escaped(t.label)}</text>`,
    )
    .join('');
  const lines = shape.lines
    .map(
      (l) =>
        `<path d="${escaped(l.d)}" fill="none" stroke="${colour(l.colour)}" stroke-width="2"${dashOf(l.dash)}/>`,
    )
    .join('');
  const key = shape.lines
    .map(
      (l) =>
        `<span class="luck-key"><svg width="28" height="8" aria-hidden="true"><line x1="0" x2="28" y1="4" y2="4" stroke="${colour(l.colour)}" stroke-width="2"${dashOf(l.dash)}/></svg>${escaped(`${l.name} ${l.total}`)}</span>`,
    )
    .join(' ');
  return (
    `<figure class="luck-chart"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CHART_WIDTH} ${CHART_HEIGHT}" role="img" aria-label="Each side's luck over the game">` +
    `${grid}<text x="${shape.axis.x}" y="${shape.axis.y}" text-anchor="middle">actions</text>${lines}</svg>` +
    `<figcaption>${key}</figcaption></figure>`
  );
}

/** Only a picture the report drew itself (a JPEG or PNG data URL) reaches an attribute. */
const pictureSrc = (src: string): string | null =>
  /^data:image\/(jpeg|png);base64,[A-Za-z0-9+/]+=*$/.test(src) ? src : null;

/** The key moments' pictures, inline, each with its words as its alt text and its caption. */
function momentFigures(pictures: readonly MomentPicture[]): string {
  const figures = pictures.flatMap((p) => {
    const src = pictureSrc(p.src);
    if (src === null) return [];
    return [
      `<figure class="moment-picture"><img src="${src}" alt="${escaped(p.alt)}" width="480" height="300"><figcaption>${escaped(p.alt)}</figcaption></figure>`,
    ];
  });
  return figures.length === 0
    ? ''
    : `<h2>Key moments</h2><div class="moment-pictures">${figures.join('\n')}</div>`;
}

const COLUMNS = ['Action', 'Roll', 'Expected', 'Fell', 'Chance'] as const;

function rollTable(ledger: Ledger): string {
  const head = COLUMNS.map((c) => `<th scope="col">${c}</th>`).join('');
  const rows = ledger.rolls
    .map((r) => {
      const cells = [
        String(r.action + 1),
        `${escaped(r.what)} <span class="muted">(${escaped(r.rule)})</span>`,
        escaped(`${r.expected.toFixed(2)} ${r.counts.many}`),
        String(r.outcome),
        escaped(percent(r.chance)),
      ];
      // Each cell names its column, for a phone where the rows stand as cards (see the style).
      return `<tr>${cells.map((c, i) => `<td data-label="${COLUMNS[i]}">${c}</td>`).join('')}</tr>`;
    })
    .join('\n');
  return `<table class="report-rolls"><thead><tr>${head}</tr></thead><tbody>\n${rows}\n</tbody></table>`;
}

/** The whole page, saved on `when`, with the key moments' `pictures` drawn so far. */
export function reportPage(view: ReportView, when: Date, pictures: readonly MomentPicture[] = []): string {
  const { ledger } = view;
  const title = `Battle report: ${view.table}`;
  const day = when.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
  const body =
    ledger.rolls.length === 0
      ? '<p>No die was rolled against odds in this game.</p>'
      : [
          '<h2>Luck</h2>',
          `<ul class="report-sides">${ledger.sides.map((s) => `<li>${escaped(s.words)}</li>`).join('')}</ul>`,
          chartSvg(view.shape),
          ledger.swings.length === 0
            ? ''
            : `<h2>The biggest swings</h2><ol class="report-swings">${ledger.swings.map((w) => `<li>${escaped(w.words)}</li>`).join('')}</ol>`,
          momentFigures(pictures),
          `<h2>Every roll (${ledger.rolls.length})</h2>`,
          rollTable(ledger),
        ].join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<title>${escaped(title)}</title>
<style>${REPORT_PAGE_STYLE}</style>
</head>
<body>
<main>
<h1>${escaped(title)}</h1>
<p class="about">${escaped(`${view.system} · ${view.actions} actions · ${ledger.rolls.length} rolls weighed against the odds the rules gave before each · saved ${day}`)}</p>
${body}
<p class="muted">Luck is what fell less what was expected: the sum of each outcome by its chance, as the rules gave it before the roll. A line above zero rolled better than expected.</p>
</main>
</body>
</html>
`;
}
