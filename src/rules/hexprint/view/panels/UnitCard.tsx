import type { CardView, SlotView } from '../../engine/views';

function Slot({ slot }: { slot: SlotView }) {
  return (
    <li
      className={`slot${slot.damaged ? ' damaged' : ''}`}
      data-testid={`slot-${slot.slot}`}
      title={
        slot.damaged
          ? `${slot.name} damaged: ${slot.meaning}`
          : `${slot.name}: ${slot.marked} of ${slot.boxes} marked`
      }
    >
      <span className="slot-name">
        {slot.slot} {slot.name}
      </span>
      <span className="boxes" aria-label={`${slot.marked} of ${slot.boxes} boxes marked`}>
        {Array.from({ length: slot.boxes }, (_, i) => (i < slot.marked ? '☒' : '☐')).join('')}
        {slot.boxes === 0 && '—'}
      </span>
      {slot.damaged && <em className="meaning">{slot.meaning}</em>}
    </li>
  );
}

/**
 * A unit card (HP-CARD, HP-DAMAGE, HP-DAMAGED): its stats and abilities, greyed where their slot is
 * damaged, the six damage slots with their boxes filling in and what a damaged one now means, its
 * positive counters (HP-COUNTER) and its models left.
 */
export function UnitCard({
  id,
  card,
  colour,
  picked,
  onPick,
}: {
  id: string;
  card: CardView;
  colour: string;
  picked: boolean;
  onPick(): void;
}) {
  const out = (slot: number) => card.slots[slot - 1]?.damaged === true;
  const gone = card.models.onTable === 0;
  return (
    <section
      className={`hexprint-card${picked ? ' picked' : ''}${gone ? ' gone' : ''}`}
      data-testid={`card-${id}`}
      style={{ borderLeftColor: colour }}
    >
      <header>
        <button type="button" className="link" onClick={onPick} disabled={gone}>
          {card.name}
        </button>
        <span className="muted">
          {card.type} · {gone ? 'off the table' : `${card.models.onTable} of ${card.models.of} on the table`}
        </span>
      </header>
      <p className="stats">
        <span className={out(1) ? 'damaged' : ''}>ACT {card.act}</span>
        <span className={out(2) ? 'damaged' : ''}>MOV {card.mov}</span>
        <span className={out(3) ? 'damaged' : ''}>TAR {card.tar}</span>
        {card.counters > 0 && (
          <span data-testid="counters">
            +{card.counters} counter{card.counters === 1 ? '' : 's'}
          </span>
        )}
        {card.dugIn && <span>dug in</span>}
        {card.spotted && <span>spotted</span>}
      </p>
      <p className="abilities">
        {card.abilities.map((a, i) => (
          <span key={i} className={out(4 + i) ? 'damaged' : ''}>
            {a}
          </span>
        ))}
        {card.statics.map((a) => (
          <span key={a} className="static">
            {a}
          </span>
        ))}
      </p>
      <ol className="slots">
        {card.slots.map((s) => (
          <Slot key={s.slot} slot={s} />
        ))}
      </ol>
    </section>
  );
}
