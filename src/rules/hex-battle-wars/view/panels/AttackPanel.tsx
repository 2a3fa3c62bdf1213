import { hexDistance } from '../../../../geometry';
import type { AttackOdds, BattleState } from '../../engine';
import { attackOdds, modifierWords } from '../../engine';
import { pieceName } from '../../engine/names';
import { DamageBars } from '../../../../ui/play/DamageBars';
import { SideCard } from '../../../../ui/SideCard';
import type { Aim } from '../state/aim';
import { aimOf } from '../state/aim';
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

/** The card itself, for the game as shown: out of sight it says why and gives no odds (no attack is possible). */
export function AttackCard({
  game,
  attacker,
  targetId,
}: {
  game: BattleState;
  attacker: string;
  targetId: string;
}) {
  const me = game.characters.find((c) => c.seat === attacker);
  const odds = attackOdds(game, attacker, targetId);
  if (me === undefined || odds === null) return null;
  const aim = aimOf(game, attacker, targetId);
  const seen = aim !== null && aim.line.blocker === null;
  return (
    <SideCard
      label={`${me.name} attacks ${pieceName(game, targetId)}`}
      testId="attack-card"
      className="attack-card"
    >
      <p className="attack-who" data-testid="attack-who">
        <strong>{me.name}</strong> attacks <strong>{pieceName(game, targetId)}</strong>
      </p>
      <h3>{seen ? 'In sight' : 'Not in sight: no attack'}</h3>
      <p data-testid="sight-words">{aim === null ? '' : sightWords(aim, me.name)}</p>
      {seen && <Odds odds={odds} />}
    </SideCard>
  );
}

/** The attack's odds before its die: the roll needed, P(hit), P(20), expected damage, P(kill), the damage bars. */
function Odds({ odds }: { odds: AttackOdds }) {
  return (
    <>
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
      <DamageBars
        chances={odds.damage.slice(1)}
        from={1}
        caption="Health lost if it hits: a d16, doubled on a natural 20"
      />
    </>
  );
}

/** The line of sight in a player's words: clear, or which obstacle stands in the way (HB-LOS). */
export function sightWords(aim: Aim, name: string): string {
  const { line, blockerLevel, from } = aim;
  if (line.blocker === null) return `The line from ${name}'s eye to the target is clear.`;
  const n = hexDistance(from, line.blocker);
  const where = n === 1 ? `next to ${name}` : `${n} hexes from ${name}`;
  return `The ${blockerLevel}-level obstacle ${where} is in the way: the line turns red where it meets it.`;
}
