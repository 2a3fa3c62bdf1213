import type { Action } from '../../src/rules/hex-battle-wars/engine/actions';
import type { BattleState } from '../../src/rules/hex-battle-wars/engine/gameState';
import { STEPS } from '../../src/rules/hex-battle-wars/engine/gameState';
import { hexBattleWars } from '../../src/rules/hex-battle-wars/system';
import type { Invariants } from './game';
import { leaks, otherTileReal } from './hexBattleWarsSecrets';

// What every Hex Battle Wars game keeps, as tests/unit/rules/hex-battle-wars/play.property.test.ts
// checks it over random play: the dead never act, health never rises, passes stay within three
// and never come back (HB-STEPS, HB-PASS, HB-DAMAGE), steps never go back within a turn, and no
// seat's view holds another seat's secret or changes with which of its tiles is real (HB-HIDDEN,
// HB-DICE). A game ends with its last character standing, or several standing and agreeing a draw.

const redact = hexBattleWars.redact!;

/** A view in words to compare, but its board: the same object in both (no tile moves it) and the bulk of the state. */
const shown = (view: BattleState): string => JSON.stringify({ ...view, table: null });

/**
 * The secrets of `after` checked in every seat's view. Only the log lines this action wrote are
 * read: the lines before were read when they were written, and redaction reads each line alone.
 */
function hidden(before: BattleState, after: BattleState): string[] {
  const out: string[] = [];
  const t = { ...after, log: after.log.slice(before.log.length) };
  const owners = new Set(t.tiles.map((x) => x.seat));
  for (const viewer of t.seats) {
    const view = redact(t, viewer.id);
    out.push(...leaks(view, viewer.id));
    const seen = shown(view);
    for (const owner of owners)
      if (owner !== viewer.id && shown(redact(otherTileReal(t, owner), viewer.id)) !== seen)
        out.push(`${viewer.id}'s view changes with which of ${owner}'s tiles is real`);
  }
  return out;
}

export const hexBattleWarsInvariants: Invariants<BattleState, Action> = {
  step(s, _action, t) {
    const out: string[] = [];
    if (s.phase === 'play' && s.characters[s.active]!.dead) out.push(`${s.seats[s.active]!.id} acted dead`);
    t.characters.forEach((c, i) => {
      const was = s.characters[i]!;
      if ((t.phase === s.phase || s.phase === 'play') && c.health > was.health)
        out.push(`${c.seat}'s health rose from ${was.health} to ${c.health}`);
      if (c.passes < 0 || c.passes > Math.min(3, was.passes))
        out.push(`${c.seat}'s passes went from ${was.passes} to ${c.passes}`);
    });
    if (
      s.phase === 'play' &&
      t.phase === 'play' &&
      t.turn === s.turn &&
      STEPS.indexOf(t.step) < STEPS.indexOf(s.step)
    )
      out.push(`the step went back from ${s.step} to ${t.step}`);
    out.push(...hidden(s, t));
    return out;
  },
  end(s) {
    const standing = s.characters.filter((c) => !c.dead).map((c) => c.seat);
    if (hexBattleWars.progress(s).winner === 'draw')
      return s.winner === null && standing.length > 1 ? [] : [`a draw with ${standing.join(', ')} standing`];
    return standing.length === 1 && standing[0] === s.winner
      ? []
      : [`${String(s.winner)} won with ${standing.join(', ')} standing`];
  },
};
