// A headless game, start to first volley: load a set-up file, start a seeded game, roll the command
// dice, list the legal actions, analyse a shot with its exact odds, fire it, answer any decision and
// read the log. Run it: `npx vite-node docs/examples/engine-example.ts`. A unit test runs it too.
import { readFileSync } from 'node:fs';
import type { Action, GameState, Sight } from '../../src/rules/paintball-mini/engine';
import {
  analyseShot,
  apply,
  autoDecide,
  flatSight,
  legalActions,
  loadSetup,
  logLines,
  startGame,
} from '../../src/rules/paintball-mini/engine';

export function runExample(sight: Sight = flatSight): string[] {
  const out: string[] = [];
  const text = readFileSync(new URL('../../assets/setups/capture-the-flag.json', import.meta.url), 'utf8');
  let game: GameState = startGame(loadSetup(text), 2026);

  const step = (action: Action) => {
    const r = apply(game, action, { sight });
    if (!r.ok) throw new Error(`${r.rule}: ${r.reason}`);
    game = r.state;
    // A choice the rulebook gives a player (who goes first after a tie, which target took a hit…):
    // the game waits; here the automatic policy answers it.
    while (game.pending !== null) {
      out.push(`decision for ${game.pending.player}: ${game.pending.question}`);
      const d = apply(
        game,
        { type: 'decide', decisionId: game.pending.id, choice: autoDecide(game, sight) },
        { sight },
      );
      if (!d.ok) throw new Error(d.reason);
      game = d.state;
    }
  };

  step({ type: 'rollCommand' });
  out.push(`turn ${game.turn}: ${game.active} to act`);

  // Walk the side to act forward until someone has a shot, then analyse it before firing.
  for (let tries = 0; tries < 40; tries++) {
    const legal = legalActions(game, sight);
    const shot = legal.find(
      (a): a is Extract<Action, { type: 'shoot' }> =>
        a.type === 'shoot' && a.shots.length === 1 && a.shots[0]!.dice === 1,
    );
    if (shot !== undefined) {
      const analysis = analyseShot(game, sight, { figureId: shot.figureId, shots: shot.shots });
      if (!analysis.ok) throw new Error(analysis.reason);
      const t = analysis.plan.targets[0]!;
      out.push(`${shot.figureId} → ${t.targetId}: range ${t.facts.range}, needs ${t.need}+`);
      for (const [fate, p] of Object.entries(analysis.odds.targets[0]!.outcomes))
        out.push(`  ${fate}: ${(p * 100).toFixed(2)}%`);
      out.push(...analysis.odds.steps.map((s) => `  · ${s}`));
      const before = game.log.length;
      step(shot);
      out.push(...logLines(game.log.slice(before)));
      return out;
    }
    const move = legal.find((a) => a.type === 'move');
    step(move ?? { type: 'endTurn' });
  }
  out.push('no shot came up');
  return out;
}

// Run directly (not under vitest): print the walk-through.
if (process.env.VITEST === undefined) console.log(runExample().join('\n'));
