import type { Seed } from '../../../../src/game/dice';
import { expect } from 'vitest';
import type { AnyRuleSystem } from '../../../../src/game/ruleSystem';
import type { PlayRules } from '../../../../src/game/playedGame';
import { playRulesOf, replay } from '../../../../src/game/playedGame';
import type { Player } from './harness';
import { until } from './harness';

// Playing a whole game through the server: the player whose seat is to act (the first player when
// no one seat must) picks from the state it was sent, sends its intent and must be accepted. The
// loop is bounded. Returns the actions by sequence, for a local replay.

export async function playWhole(
  players: readonly Player[],
  pick: (player: Player) => unknown,
  most = 3000,
): Promise<unknown[]> {
  const actions: unknown[] = [];
  let last = players[0]!;
  for (let i = 0; i < most && last.view?.status !== 'over'; i++) {
    const toAct = last.view!.toAct;
    const actor = players.find((p) => p.seat === toAct) ?? players[0]!;
    const seq = last.seq;
    await until(`${actor.seat ?? 'a player'} at event ${seq}`, () => actor.seq === seq);
    const action = pick(actor);
    const r = await actor.intent(action);
    expect(r, JSON.stringify(action)).toEqual({ ok: true, seq: seq + 1 });
    actions.push(action);
    last = actor;
  }
  expect(last.view?.status).toBe('over');
  const seq = last.seq;
  for (const p of players)
    await until(`${p.seat ?? 'a watcher'} at the end`, () => p.seq === seq && p.view?.status === 'over');
  return actions;
}

/** The same game replayed here, from its set-up, the seed the server revealed and the actions. */
export function replayHere(system: AnyRuleSystem, setup: unknown, seed: Seed, actions: readonly unknown[]) {
  const world = system.measure();
  const rules: PlayRules<unknown, { log: never[] }, unknown> = {
    ...playRulesOf(system, world),
    readSetup: () => ({ ok: true, setup }),
  };
  const played = replay(rules, setup, seed, actions);
  if (played === null) throw new Error('the game does not replay here');
  return played.game;
}
