import { rolled } from '../../../game/log';
import type { Choice } from './decisions';
import type { GameState, Shootout, ShootoutDie, ShootoutSide, PaintCtx } from './gameState';
import { other, teamName } from './gameState';
import { commit, fieldOf } from './field';
import { takeFlag } from './flag';
import { checkVictory } from './victory';

// PM-CHARGE: the point-blank shootout. Each side rolls a d6 a figure, all together; the highest die
// shoots first (ties to the attackers); each shot kills, negating a die of the other side (the shooting
// side picks) while the other side picks which figure falls. Rounds go on until one side is gone.

const otherSide = (x: ShootoutSide): ShootoutSide => (x === 'attackers' ? 'defenders' : 'attackers');
const teamOfSide = (so: Shootout, side: ShootoutSide) =>
  side === 'attackers' ? so.attackerTeam : other(so.attackerTeam);

function rollRound(ctx: PaintCtx, so: Shootout): Shootout {
  const dice: ShootoutDie[] = [];
  for (const _ of so.attackers) dice.push({ side: 'attackers', value: ctx.dice.roll(6), spent: false });
  for (const _ of so.defenders) dice.push({ side: 'defenders', value: ctx.dice.roll(6), spent: false });
  const a = dice.filter((d) => d.side === 'attackers').map((d) => d.value);
  const d = dice.filter((x) => x.side === 'defenders').map((x) => x.value);
  dice.sort(
    (x, y) => y.value - x.value || (x.side === 'attackers' ? -1 : 1) - (y.side === 'attackers' ? -1 : 1),
  );
  ctx.say(
    'PM-CHARGE',
    `shootout round ${so.round + 1}: attackers ${a.join(', ')}; defenders ${d.join(', ')}`,
    undefined,
    rolled(6, [...a, ...d]),
  );
  return { ...so, dice, round: so.round + 1, shot: null };
}

export function startShootout(
  ctx: PaintCtx,
  s: GameState,
  attackers: string[],
  defenders: string[],
): GameState {
  const so: Shootout = { attackers, defenders, dice: [], round: 0, attackerTeam: s.active!, shot: null };
  return advance(ctx, { ...s, shootout: rollRound(ctx, so) });
}

function kill(ctx: PaintCtx, s: GameState, so: Shootout, victim: string): GameState {
  const field = fieldOf(ctx, s);
  field.eliminate(victim, 'PM-CHARGE', 'is shot point-blank');
  const next = commit(ctx, s, field);
  const drop = (ids: readonly string[]) => ids.filter((id) => id !== victim);
  return {
    ...next,
    shootout: { ...so, attackers: drop(so.attackers), defenders: drop(so.defenders), shot: null },
  };
}

export function advance(ctx: PaintCtx, start: GameState): GameState {
  let s = start;
  for (;;) {
    let so = s.shootout!;
    if (so.attackers.length === 0 || so.defenders.length === 0) return finish(ctx, s, so);
    if (so.shot === null) {
      const i = so.dice.findIndex((d) => !d.spent);
      if (i < 0) {
        s = { ...s, shootout: rollRound(ctx, so) };
        continue;
      }
      const die = so.dice[i]!;
      const dice = so.dice.map((d, k) => (k === i ? { ...d, spent: true } : d));
      ctx.say('PM-CHARGE', `the ${die.side}' ${die.value} shoots: a kill`);
      so = { ...so, dice, shot: { side: die.side, stage: 'negate' } };
      s = { ...s, shootout: so };
    }
    const shot = so.shot!;
    const victims = otherSide(shot.side);
    if (shot.stage === 'negate') {
      const open = so.dice.map((d, k) => ({ d, k })).filter(({ d }) => !d.spent && d.side === victims);
      if (open.length > 0 && new Set(open.map((o) => o.d.value)).size > 1) {
        const player = teamOfSide(so, shot.side);
        return ask(s, {
          kind: 'negateDie',
          player,
          question: `${teamName(player)}: which of the ${victims}' dice does the kill negate?`,
          options: open.map((o) => o.k),
        });
      }
      if (open.length > 0) s = negate(ctx, s, open[0]!.k);
      else s = { ...s, shootout: { ...so, shot: { ...shot, stage: 'casualty' } } };
      continue;
    }
    const figs = victims === 'attackers' ? so.attackers : so.defenders;
    if (figs.length > 1) {
      const player = teamOfSide(so, victims);
      return ask(s, {
        kind: 'chooseCasualty',
        player,
        question: `${teamName(player)}: which figure falls?`,
        options: [...figs],
      });
    }
    s = kill(ctx, s, so, figs[0]!);
  }
}

type Ask =
  | { kind: 'negateDie'; player: GameState['active'] & string; question: string; options: number[] }
  | { kind: 'chooseCasualty'; player: GameState['active'] & string; question: string; options: string[] };

function ask(s: GameState, q: Ask): GameState {
  return {
    ...s,
    pending: { ...q, id: s.nextDecision } as GameState['pending'],
    nextDecision: s.nextDecision + 1,
  };
}

function negate(ctx: PaintCtx, s: GameState, index: number): GameState {
  const so = s.shootout!;
  const die = so.dice[index]!;
  ctx.say('PM-CHARGE', `the ${die.side}' ${die.value} is negated`);
  const dice = so.dice.map((d, k) => (k === index ? { ...d, spent: true } : d));
  return { ...s, shootout: { ...so, dice, shot: { ...so.shot!, stage: 'casualty' } } };
}

export function decideShootout(ctx: PaintCtx, s: GameState, choice: Choice): GameState {
  const p = s.pending!;
  const cleared = { ...s, pending: null };
  if (p.kind === 'negateDie') return advance(ctx, negate(ctx, cleared, p.options[choice as number]!));
  if (p.kind === 'chooseCasualty')
    return advance(ctx, kill(ctx, cleared, s.shootout!, p.options[choice as number]!));
  return s;
}

function finish(ctx: PaintCtx, s: GameState, so: Shootout): GameState {
  const won = so.attackers.length > 0 ? 'attackers' : 'defenders';
  ctx.say('PM-CHARGE', `the shootout is over: the ${won} hold the hex`);
  let next: GameState = { ...s, shootout: null };
  for (const id of so.attackers) next = takeFlag(ctx, next, id);
  return checkVictory(ctx, next);
}
