import type { BattleState } from '../../src/rules/hex-battle-wars/engine/gameState';

// What no seat may learn of another's tiles (HB-HIDDEN, HB-DICE), as the self-play bench
// (hexBattleWarsInvariants.ts) and the random-play test (tests/unit/rules/hex-battle-wars/
// play.property.test.ts) both check it: each imports it from here.

/** What a seat's view may never hold of another seat: which of its tiles is real, in tiles or log. */
export function leaks(view: BattleState, seat: string): string[] {
  const out: string[] = [];
  for (const t of view.tiles)
    if (t.seat !== seat && t.real !== null) out.push(`${seat} sees tile ${t.id} real=${String(t.real)}`);
  for (const e of view.log)
    if (e.rule === 'HB-HIDDEN' && e.pieceId !== seat && (e.dice !== undefined || /real tile/.test(e.text)))
      out.push(`${seat}'s log says: ${e.text}`);
  if (view.rng.some((w) => w !== 0)) out.push(`${seat} sees the dice state`);
  return out;
}

/** The game with another seat's real tile moved to another of its tiles: a seat's view must not change. */
export function otherTileReal(s: BattleState, owner: string): BattleState {
  const own = s.tiles.filter((t) => t.seat === owner);
  const at = own.findIndex((t) => t.real === true);
  const next = own[(at + 1) % own.length]!.id;
  return { ...s, tiles: s.tiles.map((t) => (t.seat === owner ? { ...t, real: t.id === next } : t)) };
}
