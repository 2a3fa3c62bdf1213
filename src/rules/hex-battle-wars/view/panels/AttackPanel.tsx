import type { BattleState } from '../../engine';
import { attackOdds, flatSight, modifierWords } from '../../engine';
import { seatOfPiece } from '../state/pickPiece';
import { useShownGame, useTable } from '../state/store';

const pct = (p: number) => `${(p * 100).toFixed(p > 0 && p < 0.1 ? 1 : 0)}%`;

/**
 * The attack before its die (HB-LOS, HB-ATTACK, HB-TWENTY, HB-DAMAGE): whether the target is in
 * sight, the modifiers in words, the roll needed against its AC, and the exact odds, from the game
 * as it stands. Shown while one's own piece is picked and another player's piece is its target.
 */
export default function AttackPanel() {
  const played = useShownGame();
  const selectedId = useTable((s) => s.selectedId);
  const targetId = useTable((s) => s.targetId);
  if (played === null || selectedId === null || targetId === null) return null;
  return <AttackCard game={played.game} attacker={seatOfPiece(selectedId)} targetId={targetId} />;
}

function AttackCard({ game, attacker, targetId }: { game: BattleState; attacker: string; targetId: string }) {
  const me = game.characters.find((c) => c.seat === attacker);
  const odds = attackOdds(game, attacker, targetId);
  if (me === undefined || odds === null) return null;
  const from = me.at;
  const to =
    game.characters.find((c) => c.seat === targetId)?.at ??
    game.tiles.find((t) => t.id === targetId)?.at ??
    null;
  const seen = from !== null && to !== null && flatSight.sees(game.table, from, to);
  const biggest = Math.max(...odds.damage.slice(1));
  return (
    <aside className="panel attack-card" data-testid="attack-card">
      <h3>{seen ? 'In sight' : 'Not in sight: no attack'}</h3>
      <p>{modifierWords(odds.modifiers)}</p>
      <p>
        Against AC {odds.ac}:{' '}
        {odds.needed >= 20 ? 'only a natural 20 hits' : `a d20 of ${odds.needed} or more hits`}.
      </p>
      <ul className="odds">
        <li>Hit: {pct(odds.pHit)}</li>
        <li>Natural 20 (double damage): {pct(odds.pTwenty)}</li>
        {odds.pReal < 1 && <li>The tile is the real one: {pct(odds.pReal)}</li>}
        <li>Expected damage: {odds.expected.toFixed(2)}</li>
        <li>Kills: {pct(odds.pDies)}</li>
      </ul>
      <div className="damage" aria-label="Damage distribution">
        {odds.damage.map((p, k) =>
          k === 0 ? null : (
            <span
              key={k}
              title={`${k} damage: ${pct(p)}`}
              style={{ height: `${biggest > 0 ? (p / biggest) * 100 : 0}%` }}
            />
          ),
        )}
      </div>
    </aside>
  );
}
