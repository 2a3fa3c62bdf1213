import type { BattleState, Ctx, Step } from './gameState';
import { actor, restate, withCharacter } from './gameState';
import { targetsInSight } from './targets';

// Turns (HB-ORDER, HB-STEPS, HB-PASS): invisibility, movement, attack, never back; a step skipped
// that could be taken costs one of three passes, and with none left it must be taken.

/** Whether the seat to act may skip its step now: the rule against it, or whether skipping uses a pass. */
export function passCost(
  s: BattleState,
  ctx: Pick<Ctx, 'world'>,
): { costs: boolean } | { rule: string; reason: string } {
  const me = actor(s);
  const could = stepCanBeTaken(s, s.step, ctx);
  if (s.step === 'invisibility' && me.invisible)
    return {
      rule: 'HB-INVIS-KEEP',
      reason: 'an invisible character must roll to stay invisible, or reappear, at the start of its turn',
    };
  if (s.step === 'movement' && s.roll !== null)
    return { rule: 'HB-MOVE', reason: 'the movement die is rolled: the whole roll must be moved' };
  if (could && me.passes === 0)
    return { rule: 'HB-PASS', reason: 'no passes left: every step that can be taken must be taken' };
  return { costs: could };
}

/** Whether the step could be taken now: the attack needs a visible attacker and a target in sight. */
export function stepCanBeTaken(s: BattleState, step: Step, ctx: Pick<Ctx, 'world'>): boolean {
  if (step !== 'attack') return true;
  return targetsInSight(s, actor(s).seat, ctx.world).length > 0;
}

export function pass(ctx: Ctx): BattleState {
  const s = ctx.state;
  const me = actor(s);
  const cost = passCost(s, ctx);
  if ('rule' in cost) ctx.need(false, cost.rule, cost.reason);
  const next = cost.costs ? withCharacter(s, me.seat, { passes: me.passes - 1 }) : s;
  if (ctx.logged) sayPass(ctx, cost.costs);
  return s.step === 'attack'
    ? endTurn(ctx, next)
    : restate(next, { step: s.step === 'invisibility' ? 'movement' : 'attack' });
}

const STEP_WORDS = {
  invisibility: 'the invisibility roll',
  movement: 'movement',
  attack: 'the attack',
} as const;

function sayPass(ctx: Ctx, costs: boolean): void {
  const s = ctx.state;
  const me = actor(s);
  if (costs)
    ctx.say(
      'HB-PASS',
      `${me.name} passes ${STEP_WORDS[s.step]} (${me.passes - 1} of 3 passes left).`,
      me.seat,
    );
  else if (s.step === 'attack')
    ctx.say('HB-PASS', `${me.name} has nothing to attack and ends the turn.`, me.seat);
}

/** The turn passes clockwise to the next living character (HB-ORDER). */
export function endTurn(ctx: Ctx, s: BattleState): BattleState {
  const n = s.characters.length;
  let next = s.active;
  for (let k = 1; k <= n; k++) {
    next = (s.active + k) % n;
    if (!s.characters[next]!.dead) break;
  }
  const turn = s.turn + 1;
  const c = s.characters[next]!;
  if (ctx.logged) ctx.say('HB-ORDER', `Turn ${turn}: ${c.name}.`, c.seat, undefined, { turn });
  return restate(s, { active: next, turn, step: 'invisibility', roll: null, moved: [] });
}

/** The last character alive wins (HB-WIN). */
export function checkWinner(ctx: Ctx, s: BattleState): BattleState {
  const alive = s.characters.filter((c) => !c.dead);
  if (alive.length !== 1) return s;
  const w = alive[0]!;
  ctx.say('HB-WIN', `${w.name} is the last one standing and wins.`, w.seat);
  return restate(s, { phase: 'over', winner: w.seat, roll: null, moved: [] });
}
