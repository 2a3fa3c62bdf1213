import type { Mission } from '../../setup/schema';
import type { Setup } from '../../setup/schema';
import { useState } from 'react';
import { copyCard, restoreUnit, setMission, setZone } from '../../setup/edit';
import { useTableStore } from '../state/store';
import { NumberChoice } from '../../../../ui/editor/NumberChoice';
import { CardEditor } from './CardEditor';
import { TerrainBatches } from './TerrainBatches';
import { cardWords } from './cardWords';

// The table's own settings beside the board: its terrain in numbers, the mission (how it is won,
// the Hex Timer's turns before the end, each player's deployment rows and terrain to place), the
// units held in reserve, and the cards this table plays with: copied and written as cards of your own.

const ROTATIONS = [1, 2, 3, 4, 5, 6] as const;

export function BoardSection({ setup }: { setup: Setup }) {
  const store = useTableStore();
  const apply = store.getState().applyEdit;
  const { mission } = setup;
  const [writingId, setWriting] = useState<string | null>(null);
  const writing = setup.cards.find((c) => c.id === writingId);
  const raised = setup.board.stacks.filter((s) => s.height > 0).length;
  const tagged = setup.board.stacks.filter((s) => s.tags.length > 0).length;
  const reserve = setup.units.filter((u) => u.reserve);
  const rows = setup.board.tiles.map((t) => t.at.r);
  const first = Math.min(...rows);
  const last = Math.max(...rows);
  return (
    <div className="board-tiles" data-testid="hexprint-board">
      <p className="muted">
        {setup.board.tiles.length} hexes; {raised} raised, {tagged} with terrain.
      </p>
      <h4>Mission</h4>
      <label>
        Won by{' '}
        <select
          aria-label="Won by"
          value={mission.kind}
          onChange={(e) => apply(setMission(setup, { kind: e.target.value as Mission['kind'] }))}
        >
          <option value="skirmish">Skirmish: no enemy left, else more damage dealt</option>
          <option value="king of the hill">King of the Hill</option>
        </select>
      </label>
      <NumberChoice
        label="Turns of the Hex Timer"
        value={mission.rotations}
        choices={ROTATIONS}
        pick={(rotations) => apply(setMission(setup, { rotations }))}
      />
      {setup.seats.map((s) => {
        const zone = mission.zones.find((z) => z.seat === s.id);
        const at = (from: number, to: number) => apply(setZone(setup, s.id, [from, to]));
        return (
          <label key={s.id}>
            {s.name}'s zone{' '}
            <select
              aria-label={`${s.name}'s zone`}
              value={zone === undefined ? '' : `${zone.rows[0]}-${zone.rows[1]}`}
              onChange={(e) => {
                if (e.target.value === '') return apply(setZone(setup, s.id, null));
                const [a, b] = e.target.value.split('-').map(Number);
                at(a!, b!);
              }}
            >
              <option value="">None: every unit starts on the table</option>
              <option value={`${first}-${first + 1}`}>The first two rows</option>
              <option value={`${last - 1}-${last}`}>The last two rows</option>
              {zone !== undefined && (
                <option value={`${zone.rows[0]}-${zone.rows[1]}`}>
                  Rows {zone.rows[0]} to {zone.rows[1]}
                </option>
              )}
            </select>
          </label>
        );
      })}
      <TerrainBatches setup={setup} />
      {reserve.length > 0 && <h4>In reserve</h4>}
      <ul>
        {reserve.map((u) => (
          <li key={u.id}>
            <span>{u.name}</span>
            <button type="button" onClick={() => apply(restoreUnit(setup, u.id))}>
              Stand on the table
            </button>
          </li>
        ))}
      </ul>
      <h4>Cards</h4>
      <ul className="muted">
        {setup.cards.map((c) => (
          <li key={c.id} title={cardWords(c)}>
            <span>
              {c.name}: {cardWords(c)}
            </span>
            <button type="button" aria-label={`Write ${c.name}`} onClick={() => setWriting(c.id)}>
              Write
            </button>
            <button type="button" aria-label={`Copy ${c.name}`} onClick={() => apply(copyCard(setup, c.id))}>
              Copy
            </button>
          </li>
        ))}
      </ul>
      {writing !== undefined && <CardEditor setup={setup} card={writing} close={() => setWriting(null)} />}
    </div>
  );
}
