import { useState } from 'react';
import { PALETTE } from '../../../../scene/colours';
import { SeatMarkKey } from '../../../../ui/SeatMarkKey';
import { ShortcutList } from '../../../../ui/ShortcutList';

const STATES: readonly { swatch: string; text: string }[] = [
  {
    swatch: `linear-gradient(90deg, ${PALETTE.red} 50%, ${PALETTE.black} 50%)`,
    text: 'Base in team colour; black back edges are the blind spot',
  },
  { swatch: PALETTE.marshalShirt, text: 'Marshal: yellow shirt, black cap, no gun' },
  { swatch: PALETTE.silver, text: 'Sentry: silver base' },
  { swatch: PALETTE.gold, text: 'Expert: gold ring round the feet' },
  { swatch: PALETTE.jam, text: 'Neutral (gun jam): orange marker overhead' },
  { swatch: '#8d6e63', text: 'Impotent / out of ammo: lying on its side' },
  { swatch: PALETTE.eliminated, text: 'Eliminated: greyed at the table edge' },
  { swatch: PALETTE.blue, text: 'Flag carrier: the flag on its back' },
];

/** The two teams in seat order: Red carries the first seat's mark, Blue the second's. */
const TEAMS = [{ name: 'Red' }, { name: 'Blue' }] as const;

/** A key to the pieces and the shortcuts, folded away until asked for. */
export function Legend({ beside }: { readonly beside?: 'play' | 'editor' }) {
  const [open, setOpen] = useState(false);
  return (
    <aside
      className={`legend${open ? ' open' : ''}${beside === undefined ? '' : ` beside-${beside}`}`}
      data-covers="bottom"
    >
      <button type="button" className="legend-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Hide key' : 'Key & shortcuts'}
      </button>
      {open && (
        // It scrolls on a short screen: focusable, so the keyboard can scroll it too.
        <div className="legend-body" tabIndex={0} role="region" aria-label="Key and shortcuts">
          <h2>Figures</h2>
          <ul>
            {STATES.map((s) => (
              <li key={s.text}>
                <span className="swatch" style={{ background: s.swatch }} />
                {s.text}
              </li>
            ))}
            <SeatMarkKey seats={TEAMS} />
          </ul>
          <h2>Shortcuts</h2>
          <ShortcutList />
        </div>
      )}
    </aside>
  );
}
