import type { Setup } from '../../setup';
import { findPiece, pieceLabel, setProperties } from '../../setup';
import { useTableStore } from '../state/store';
import { DraftInput } from '../../../../ui/editor/DraftInput';

const STATUSES = ['active', 'sentry', 'impotent', 'out-of-ammo', 'jammed', 'eliminated'] as const;
const SIZE_FIELDS = [
  'radius',
  'width',
  'depth',
  'length',
  'radiusX',
  'radiusY',
  'height',
  'rotation',
] as const;
const SIZE_WORDS: Record<string, string> = {
  radius: 'Radius (cm)',
  width: 'Width (cm)',
  depth: 'Depth (cm)',
  length: 'Length (cm)',
  radiusX: 'Length radius (cm)',
  radiusY: 'Width radius (cm)',
  height: 'Height (cm)',
  rotation: 'Turned (°)',
};

/** The selected piece's properties, each change one edit (checked, and undoable). */
export function Properties({ setup, id }: { setup: Setup; id: string }) {
  const store = useTableStore();
  const found = findPiece(setup, id);
  if (found === undefined) return null;
  const change = (changes: Record<string, unknown>) =>
    store.getState().applyEdit(setProperties(setup, { id, changes }));
  const number = (v: string) => (v.trim() === '' ? NaN : Number(v));
  if (found.list === 'figures') {
    const f = found.piece;
    return (
      <div className="properties" data-testid="properties">
        <h3>{heading(pieceLabel(setup, found))}</h3>
        <label>
          Name <DraftInput label="Name" value={f.name} commit={(v) => change({ name: v })} />
        </label>
        <label>
          Team{' '}
          <select value={f.team} onChange={(e) => change({ team: e.target.value })}>
            <option value="red">Red</option>
            <option value="blue">Blue</option>
          </select>
        </label>
        <label>
          Facing (°){' '}
          <DraftInput
            label="Facing (°)"
            type="number"
            step={setup.mode === 'hex' ? 60 : 15}
            value={f.facing}
            commit={(v) => change({ facing: ((number(v) % 360) + 360) % 360 })}
          />
        </label>
        {f.role === 'paintballer' && (
          <>
            <label>
              Status{' '}
              <select value={f.status} onChange={(e) => change({ status: e.target.value })}>
                {STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            </label>
            <label className="check">
              <input
                type="checkbox"
                checked={f.expert}
                onChange={(e) => change({ expert: e.target.checked })}
              />{' '}
              Expert (3 AP)
            </label>
            <label>
              Grenades{' '}
              <select
                value={f.grenades.join(',')}
                onChange={(e) => change({ grenades: e.target.value === '' ? [] : e.target.value.split(',') })}
              >
                {[
                  '',
                  'smoke',
                  'paint',
                  'smoke,smoke',
                  'smoke,paint',
                  'paint,paint',
                  'smoke,smoke,smoke',
                  'smoke,paint,paint',
                  'smoke,smoke,paint',
                  'paint,paint,paint',
                ].map((g) => (
                  <option key={g} value={g}>
                    {g === '' ? 'none' : g.replaceAll(',', ', ')}
                  </option>
                ))}
              </select>
            </label>
          </>
        )}
      </div>
    );
  }
  const piece = found.piece as Record<string, unknown>;
  return (
    <div className="properties" data-testid="properties">
      <h3>{heading(pieceLabel(setup, found))}</h3>
      {'team' in piece && (
        <label>
          Team{' '}
          <select value={String(piece.team)} onChange={(e) => change({ team: e.target.value })}>
            <option value="red">Red</option>
            <option value="blue">Blue</option>
          </select>
        </label>
      )}
      {'model' in piece && (
        <label>
          Model{' '}
          <select value={String(piece.model)} onChange={(e) => change({ model: e.target.value })}>
            <option value="drums">Oil drums</option>
            <option value="crates">Crates</option>
            <option value="logs">Logs</option>
          </select>
        </label>
      )}
      {SIZE_FIELDS.filter((k) => k in piece).map((k) => (
        <label key={k}>
          {SIZE_WORDS[k]}{' '}
          <DraftInput
            label={SIZE_WORDS[k] ?? k}
            type="number"
            step={k === 'rotation' ? 15 : 0.5}
            value={Number(piece[k])}
            commit={(v) => change({ [k]: number(v) })}
          />
        </label>
      ))}
    </div>
  );
}

/** A piece's name as a heading: "The hill", "Red's home base", "Blue 3". */
const heading = (label: string): string => label.charAt(0).toUpperCase() + label.slice(1);
