const pct = (p: number) => `${(p * 100).toFixed(p > 0 && p < 0.1 ? 1 : 0)} %`;

/**
 * A chance for each amount of damage, as bars the height of their chance, with the amounts at
 * the two ends and what the bars are in words: an attack card's chart in every system.
 * `chances[k]` is the chance of `from + k` damage.
 */
export function DamageBars({
  chances,
  from,
  caption,
}: {
  chances: readonly number[];
  from: number;
  caption: string;
}) {
  const biggest = Math.max(...chances);
  const last = from + chances.length - 1;
  return (
    <figure className="damage-chart">
      <div className="damage" role="img" aria-label={`${caption}: ${from} to ${last}`}>
        {chances.map((p, k) => (
          <span
            key={k}
            title={`${from + k} damage: ${pct(p)}`}
            style={{ height: `${biggest > 0 ? (p / biggest) * 100 : 0}%` }}
          />
        ))}
      </div>
      <div className="damage-ends" aria-hidden="true">
        <span>{from}</span>
        <span>{last}</span>
      </div>
      <figcaption className="muted">{caption}</figcaption>
    </figure>
  );
}
