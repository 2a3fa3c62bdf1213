import { useRef, useState } from 'react';
import { useFocusTrap } from '../../../../ui/useFocusTrap';
import type { Action, GameState } from '../../engine';
import type { FigureStatus } from '../../setup';
import { useTable, useTableStore } from '../state/store';

// EN-REFEREE: the referee's hand, for the mistakes every real table makes. Pick a piece (on the
// table or from the list), choose the correction, confirm: it is played as an action, so both
// players see its line in the log. Esc or Cancel closes the card with nothing changed. While open
// it holds the keys: its first control takes the focus, Tab goes round its controls and the table
// (where the new place is picked), and when it closes the focus goes back to Referee.

const STATUSES: readonly { readonly value: FigureStatus; readonly label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'sentry', label: 'On sentry' },
  { value: 'impotent', label: 'Pinned down (impotent)' },
  { value: 'out-of-ammo', label: 'Out of ammo' },
  { value: 'jammed', label: 'Jammed' },
  { value: 'eliminated', label: 'Out of the game (eliminated)' },
];

type Kind = 'move' | 'status' | 'restore';

interface Piece {
  readonly id: string;
  readonly label: string;
  /** What the referee may do with it. */
  readonly kinds: readonly Kind[];
}

/** Every piece the referee may correct, in a player's words. */
function piecesOf(g: GameState): Piece[] {
  const team = (t: string) => (t === 'red' ? 'Red' : 'Blue');
  return [
    ...g.table.figures.map((f) => ({
      id: f.id,
      label: f.role === 'marshal' ? `${f.name} (${team(f.team)} Marshal)` : f.name,
      kinds: f.role === 'marshal' ? (['move'] as const) : (['move', 'status'] as const),
    })),
    ...g.out.map((f) => ({ id: f.id, label: `${f.name} (out of the game)`, kinds: ['restore'] as const })),
    ...g.table.markers.map((m) => ({
      id: m.id,
      label: m.kind === 'flag' ? `${team(m.team)} flag` : `${team(m.team)} splat`,
      kinds: ['move'] as const,
    })),
  ];
}

const KIND_LABEL: Readonly<Record<Kind, string>> = {
  move: 'Move it',
  status: 'Set its status',
  restore: 'Back in the game, where it fell',
};

export function RefereeCard({ game }: { game: GameState }) {
  const store = useTableStore();
  const hand = useTable((s) => s.referee);
  const selectedId = useTable((s) => s.selectedId);
  const targetId = useTable((s) => s.targetId);
  const pieces = piecesOf(game);
  // The piece: picked from the list, or on the table (selected or targeted) since, whichever came last.
  const [listPick, setListPick] = useState<{
    id: string;
    selected: string | null;
    target: string | null;
  } | null>(null);
  const [kind, setKind] = useState<Kind>('move');
  const [status, setStatus] = useState<FigureStatus>('active');
  const tablePick = targetId ?? selectedId;
  const pickedFromList =
    listPick !== null && listPick.selected === selectedId && listPick.target === targetId;
  const pieceId = pickedFromList ? listPick.id : (tablePick ?? listPick?.id);
  const piece = pieces.find((p) => p.id === pieceId) ?? pieces[0];
  const chosen: Kind = piece !== undefined && piece.kinds.includes(kind) ? kind : (piece?.kinds[0] ?? 'move');
  const close = () => store.getState().setReferee(null);
  const card = useRef<HTMLElement>(null);
  useFocusTrap(card, hand !== null && piece !== undefined, { focusFirst: true, withTable: true });
  if (hand === null || piece === undefined) return null;
  const figure = game.table.figures.find((f) => f.id === piece.id);
  // The status it has now is no correction: the list starts at the first other one.
  const toStatus =
    status !== figure?.status ? status : (STATUSES.find((x) => x.value !== status)?.value ?? status);
  const at = hand.at;
  const action: Action | null =
    chosen === 'move'
      ? at === null
        ? null
        : { type: 'correct', correction: { kind: 'move', pieceId: piece.id, to: at } }
      : chosen === 'status'
        ? { type: 'correct', correction: { kind: 'status', figureId: piece.id, status: toStatus } }
        : { type: 'correct', correction: { kind: 'restore', figureId: piece.id } };
  const from = figure?.at ?? game.table.markers.find((m) => m.id === piece.id)?.at;
  const confirm = () => {
    if (action !== null && store.getState().act(action)) close();
  };
  return (
    <section
      ref={card}
      className="referee"
      aria-label="Referee's hand"
      data-testid="referee-card"
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.stopPropagation();
        close();
      }}
    >
      <h3>Referee's hand</h3>
      <p className="muted">A correction for both players: it is written in the log.</p>
      <label>
        Piece{' '}
        <select
          aria-label="Piece"
          value={piece.id}
          onChange={(e) => {
            setListPick({ id: e.target.value, selected: selectedId, target: targetId });
            store.getState().setReferee({ picking: false, at: null });
          }}
        >
          {pieces.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
        </select>
      </label>
      <div className="row" role="radiogroup" aria-label="Correction">
        {piece.kinds.map((k) => (
          <label key={k}>
            <input type="radio" name="referee-kind" checked={chosen === k} onChange={() => setKind(k)} />{' '}
            {KIND_LABEL[k]}
          </label>
        ))}
      </div>
      {chosen === 'move' && (
        <div className="row">
          <button
            type="button"
            aria-pressed={hand.picking}
            onClick={() => store.getState().setReferee({ picking: !hand.picking, at: hand.at })}
          >
            {hand.picking
              ? 'Click its new place on the table…'
              : at === null
                ? 'Pick its new place'
                : 'Pick again'}
          </button>
          {at !== null && from !== undefined && (
            <span className="muted" data-testid="referee-place">
              {Math.hypot(at.x - from.x, at.y - from.y).toFixed(1)} cm from where it stands
            </span>
          )}
        </div>
      )}
      {chosen === 'status' && figure !== undefined && (
        <label>
          Status{' '}
          <select
            aria-label="Status"
            value={toStatus}
            onChange={(e) => setStatus(e.target.value as FigureStatus)}
          >
            {STATUSES.map((s) => (
              <option key={s.value} value={s.value} disabled={s.value === figure.status}>
                {s.label}
                {s.value === figure.status ? ' (now)' : ''}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="row">
        <button type="button" className="primary" disabled={action === null} onClick={confirm}>
          Confirm
        </button>
        <button type="button" onClick={close}>
          Cancel
        </button>
      </div>
    </section>
  );
}
