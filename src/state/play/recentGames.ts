import type { Logged, Played, PlayHistory } from '../../game/playedGame';
import type { Progress } from '../../game/ruleSystem';
import type { TableShelf } from '../lastTable';
import type { AnyPlayed, SavedGame } from './keepGame';
import { savedGame } from './keepGame';

// A game left (or finished) is not thrown away: the last few are kept in the browser, newest
// first, each resumable where it stood or openable as a replay (RecentGames.tsx).

export const RECENT_KEY = 'paintball-mini:recent-games';
/** How many left games are kept. */
export const RECENT_LIMIT = 5;

export interface RecentGame {
  /** The table's name, the turn it was left on and when (ISO time): what the list shows. */
  readonly name: string;
  readonly turn: number;
  readonly over: boolean;
  readonly left: string;
  readonly game: SavedGame;
}

/** The kept list, newest first; anything on the shelf that is not a list of games reads as none. */
export function recentGames(shelf: TableShelf): RecentGame[] {
  try {
    const list: unknown = JSON.parse(shelf.getItem(RECENT_KEY) ?? '[]');
    return Array.isArray(list) ? (list as unknown[]).filter(isRecent) : [];
  } catch {
    return [];
  }
}

const isRecent = (r: unknown): r is RecentGame => {
  const e = r as Partial<RecentGame> | null;
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof e.name === 'string' &&
    typeof e.turn === 'number' &&
    typeof e.left === 'string' &&
    typeof e.game === 'object' &&
    e.game !== null
  );
};

/** The same game left again (same table and seed) replaces its older entry. */
const sameGame = (a: SavedGame, b: SavedGame) =>
  a.seed === b.seed && JSON.stringify(a.initial) === JSON.stringify(b.initial);

/** What the list says of a game: its table's name, and the turn it was left on. */
type Listed<S extends Logged> = Played<{ readonly name: string }, S, unknown, unknown>;

/**
 * Puts a left game at the top of the list (its undo steps too), keeping at most RECENT_LIMIT; its
 * rules say which turn it was left on and whether it was over.
 */
export function rememberGame<S extends Logged>(
  shelf: TableShelf,
  p: Listed<S>,
  rules: { progress(state: S): Progress },
  when: Date,
  history?: PlayHistory<AnyPlayed>,
): RecentGame[] {
  const game = savedGame(p, history);
  const { turn, over } = rules.progress(p.game);
  const entry: RecentGame = {
    name: p.initial.name,
    turn,
    over,
    left: when.toISOString(),
    game,
  };
  const list = [entry, ...recentGames(shelf).filter((r) => !sameGame(r.game, game))].slice(0, RECENT_LIMIT);
  save(shelf, list);
  return list;
}

/**
 * The game that was put away between two states of the table, if any: left (no game now) or
 * replaced by another (a rematch: a new seed). A game with no action yet has nothing to keep.
 */
export function leftGame<P extends AnyPlayed>(before: P | null, now: P | null): P | null {
  if (before === null || before.actions.length === 0) return null;
  const same = now !== null && now.seed === before.seed && now.initial === before.initial;
  return same ? null : before;
}

/** Takes entry `index` off the list (it is in play again). */
export function forgetGame(shelf: TableShelf, index: number): RecentGame[] {
  const list = recentGames(shelf).filter((_, i) => i !== index);
  save(shelf, list);
  return list;
}

function save(shelf: TableShelf, list: readonly RecentGame[]) {
  try {
    shelf.setItem(RECENT_KEY, JSON.stringify(list));
  } catch {
    // Storage full or off: the list is only a convenience.
  }
}
