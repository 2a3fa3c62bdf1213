import type { Action, GameState } from '../../rules/paintball-mini/engine';
import { hexKey, pointToHex } from '../../geometry';
import { whyNot } from '../../state/play/whyNot';
import { useTable, useTableStore } from '../../state/useTable';
import { VolleyOdds } from '../../rules/paintball-mini/view/panels/VolleyOdds';

interface Offer {
  readonly label: string;
  readonly cost: string;
  readonly action: Action;
}

/**
 * PM-CHARGE: the selected figure charges alone, or with every other figure of its side that can
 * join (each one the engine would let charge on its own, then all together).
 */
function chargeOffers(game: GameState, figureId: string, targetId: string, targetName: string): Offer[] {
  const alone: Action = { type: 'charge', targetId, figureIds: [figureId] };
  const side = game.table.figures.find((f) => f.id === figureId)?.team;
  const others = game.table.figures
    .filter((f) => f.team === side && f.role === 'paintballer' && f.id !== figureId)
    .filter((f) => whyNot(game, { type: 'charge', targetId, figureIds: [f.id] }) === null)
    .map((f) => f.id);
  const offers: Offer[] = [{ label: `Charge ${targetName}`, cost: '1 AP a hex', action: alone }];
  if (others.length > 0) {
    offers.push({
      label: `Charge ${targetName} with ${others.length + 1}`,
      cost: '1 AP a hex each',
      action: { type: 'charge', targetId, figureIds: [figureId, ...others] },
    });
  }
  return offers;
}

/** What to do next with the selected figure, in words that fit where it stands this turn. */
export function hintFor(game: GameState, figureId: string, name: string, team: 'red' | 'blue'): string {
  const run = game.runs[figureId];
  const left = game.allowance[team];
  // PM-CMD: no activations left, and this figure has not been activated: it cannot start one.
  if (left === 0 && run?.activated !== true)
    return `The command dice let no more ${team === 'red' ? 'Red' : 'Blue'} figures act this turn: end the turn.`;
  if (run?.done === true) return `${name} has finished for this turn: pick another figure, or end the turn.`;
  if (run !== undefined && run.ap === 0)
    return `${name} has no AP left: end its activation, or pick another figure.`;
  // A figure that cannot move is not told to click where it cannot go.
  const status = game.table.figures.find((f) => f.id === figureId)?.status;
  if (status === 'sentry')
    return `${name} is a sentry: it fires in the enemy's turn. Stand it down to move or shoot; click an enemy to check a shot.`;
  if (status === 'impotent')
    return `${name} lies on its side (suppressed): it cannot move or shoot this turn. Pick another figure.`;
  if (status === 'out-of-ammo') return `${name} is out of ammo: reload (2 AP) before it can shoot or move.`;
  const move =
    game.table.mode === 'hex'
      ? 'Click a green hex to move (1 AP a hex)'
      : 'Drag the figure, or click a spot inside the rings, to move (1 AP a 10 cm)';
  return `${move}; click an enemy to target it.`;
}

/** What the selected figure may do, with the AP each costs; what it may not is disabled with the engine's reason. */
export function ActionBar({ game, figureId }: { game: GameState; figureId: string }) {
  const store = useTableStore();
  const targetId = useTable((s) => s.targetId);
  const aiming = useTable((s) => s.aimingGrenade);
  const f = game.table.figures.find((x) => x.id === figureId);
  if (f === undefined) return null;
  const run = game.runs[figureId];
  const target = game.table.figures.find((x) => x.id === targetId);
  // PM-SNAP: a volley may split its dice between targets in the target's hex (hexless: within 10 cm of it).
  const layout = { across: game.table.board.across, origin: game.table.board.origin };
  const together = (a: { x: number; y: number }, b: { x: number; y: number }) =>
    game.table.mode === 'hex'
      ? hexKey(pointToHex(layout, a)) === hexKey(pointToHex(layout, b))
      : Math.hypot(a.x - b.x, a.y - b.y) <= 10;
  const partners =
    target === undefined
      ? []
      : game.table.figures.filter(
          (o) =>
            o.id !== target.id &&
            o.team === target.team &&
            o.role === 'paintballer' &&
            together(o.at, target.at),
        );
  const splits: Offer[] = partners.flatMap((o) =>
    [
      [1, 1],
      [2, 1],
      [1, 2],
    ]
      .filter(([a, b]) => a! + b! <= (f.expert ? 3 : 2))
      .map(([a, b]) => ({
        label: `Split: ${target!.name} ×${a}, ${o.name} ×${b}`,
        cost: `${a! + b!} AP`,
        action: {
          type: 'shoot',
          figureId,
          shots: [
            { targetId: target!.id, dice: a! },
            { targetId: o.id, dice: b! },
          ],
        } as Action,
      })),
  );
  const offers: Offer[] = [
    { label: 'Aim', cost: '1 AP', action: { type: 'aim', figureId } },
    // Only an expert has the 3 AP a 3-die volley costs (PM-AP); facing only matters with blind spots (PM-BLIND).
    ...(f.expert ? [1, 2, 3] : [1, 2]).map((dice) => ({
      label: target === undefined ? `Shoot ${dice}` : `Shoot ${target.name} ×${dice}`,
      cost: `${dice} AP`,
      action: { type: 'shoot', figureId, shots: [{ targetId: targetId ?? '', dice }] } as Action,
    })),
    ...splits,
    {
      label: target === undefined ? 'Suppress' : `Suppress ${target.name}`,
      cost: '1 AP',
      action: { type: 'suppress', figureId, targetId: targetId ?? '' },
    },
    { label: 'Sentry', cost: '2 AP', action: { type: 'sentry', figureId } },
    { label: 'Stand down', cost: '0 AP', action: { type: 'standDown', figureId } },
    { label: 'Reload', cost: '2 AP', action: { type: 'reload', figureId } },
    ...(target === undefined ? [] : chargeOffers(game, figureId, target.id, target.name)),
    ...(game.table.options.blindSpots
      ? [
          {
            label: 'Turn left',
            cost: 'free',
            action: { type: 'rotate', figureId, facing: (f.facing + 60) % 360 } as Action,
          },
          {
            label: 'Turn right',
            cost: 'free',
            action: { type: 'rotate', figureId, facing: (f.facing + 300) % 360 } as Action,
          },
        ]
      : []),
  ];
  const whys = offers.map((o) =>
    (o.action.type === 'shoot' || o.action.type === 'suppress') && target === undefined
      ? 'click an enemy to target first'
      : whyNot(game, o.action),
  );
  // PM-SNAP: every volley that may be fired now, with its odds per target before a die is rolled.
  const volleys = offers.flatMap((o, i) =>
    o.action.type === 'shoot' && whys[i] === null ? [{ label: o.label, shots: o.action.shots }] : [],
  );
  return (
    <div className="action-bar" data-testid="action-bar">
      <p className="ap">
        <strong>{f.name}</strong>: {run?.ap ?? 0} AP left{run?.aimed ? ' · aiming' : ''}
        {game.table.mode === 'hex'
          ? ` · moved ${run?.moved ?? 0} of 2 hexes`
          : ` · moved ${(run?.moved ?? 0).toFixed(1)} of 20 cm`}
      </p>
      <p className="muted" data-testid="action-hint">
        {hintFor(game, f.id, f.name, f.team)}
      </p>
      {f.grenades.length > 0 && (
        <div className="offers" aria-label="Grenades">
          {(['smoke', 'paint'] as const)
            .filter((g) => f.grenades.includes(g))
            .map((g) => (
              <button
                key={g}
                type="button"
                className={aiming === g ? 'on' : ''}
                aria-pressed={aiming === g}
                onClick={() => store.getState().aimGrenade(aiming === g ? null : g)}
                title={`Throw a ${g} grenade up to 2 hexes (20 cm): then click where (2 AP)`}
              >
                Throw {g} <span className="cost">2 AP</span>
              </button>
            ))}
          {aiming !== null && <span className="muted">Click where the {aiming} grenade should land.</span>}
        </div>
      )}
      <div className="offers">
        {offers.map((o, i) => {
          const why = whys[i] ?? null;
          return (
            <button
              key={o.label}
              type="button"
              disabled={why !== null}
              title={why ?? `${o.label} (${o.cost})`}
              onClick={() => store.getState().act(o.action)}
            >
              {o.label} <span className="cost">{o.cost}</span>
            </button>
          );
        })}
      </div>
      <VolleyOdds game={game} figureId={f.id} choices={volleys} />
    </div>
  );
}
