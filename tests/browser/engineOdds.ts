import type { Action as BattleAction } from '../../src/rules/hex-battle-wars/engine/actions';
import type { BattleState } from '../../src/rules/hex-battle-wars/engine/gameState';
import { attackOdds } from '../../src/rules/hex-battle-wars/engine/odds';
import { redact } from '../../src/rules/hex-battle-wars/engine/redact';
import type { Action as PrintAction } from '../../src/rules/hexprint/engine/actions';
import type { HexPrintState } from '../../src/rules/hexprint/engine/gameState';
import { hitChance, shotHits } from '../../src/rules/hexprint/engine/odds';
import type { HexPrintWorld } from '../../src/rules/hexprint/engine/world';
import type { Action as PaintAction, GameState, Sight } from '../../src/rules/paintball-mini/engine';
import { analyseShot } from '../../src/rules/paintball-mini/engine';
import { sentryShotOdds } from '../../src/rules/paintball-mini/engine/sentryOdds';
import { volleyHits } from '../../src/rules/paintball-mini/engine/volleyChances';

// The odds each engine shows a player before a roll, asked here of the engine's own odds functions
// (the ones its cards are drawn from), apart from the luck ledger: the chances of each number of
// hits or damage points the action's dice can give, or null for an action that rolls nothing weighed.

/** PaintBall Mini: a volley's hits, as the volley card gives them (a shot, suppressive fire, a sentry's die). */
export function paintballOdds(s: GameState, action: PaintAction, sight: Sight): number[] | null {
  if (action.type === 'shoot' || action.type === 'suppress') {
    const shots = action.type === 'shoot' ? action.shots : [{ targetId: action.targetId, dice: 1 }];
    const kind = action.type === 'shoot' ? 'fire' : 'suppress';
    const a = analyseShot(s, sight, { figureId: action.figureId, shots, kind });
    if (!a.ok) throw new Error(`the volley card refuses a shot the game took: ${a.reason}`);
    return volleyHits(a.odds);
  }
  const p = s.pending;
  if (action.type === 'decide' && p?.kind === 'sentryShot' && p.options[Number(action.choice)] === 'fire') {
    const sentry = sentryShotOdds(s, sight, p);
    return sentry === null ? null : volleyHits(sentry.odds);
  }
  return null;
}

/** Hex Battle Wars: an attack's damage points, as the attack card shows them to the attacker's seat. */
export function battleOdds(s: BattleState, action: BattleAction): number[] | null {
  if (action.type !== 'attack') return null;
  const seat = s.characters[s.active]!.seat;
  const odds = attackOdds(redact(s, seat), seat, action.target);
  if (odds === null)
    throw new Error(`the attack card has no odds for an attack the game took on ${action.target}`);
  return [...odds.damage];
}

/** HexPrint: a shot's hits (shotHits, the shot card's), or a re-rolled die's hit or miss. */
export function hexPrintOdds(s: HexPrintState, action: PrintAction, world: HexPrintWorld): number[] | null {
  const unit = s.activation?.unit;
  if (action.type === 'shoot' && unit !== undefined)
    return shotHits(s, world, { unit, target: action.target, ability: action.ability });
  if (action.type === 'reroll') {
    const need = s.activation!.shot!.dice[action.die]!.need;
    return [1 - hitChance(need), hitChance(need)];
  }
  return null;
}
