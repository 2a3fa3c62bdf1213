import type { Hex } from '../../geometry';
import { hexDistance, hexKey, hexNeighbours } from '../../geometry';
import { compassWord, middleOf } from './compass';

// A hex in a player's words: by what is on it or near it, its level included, never by its
// coordinates ("on the hill's second level", "beside the forest", "at the north edge"). A rule system
// says what its table holds (its landmarks and each hex's level); the phrasing and the search for the
// nearest named thing are here, once for every system.

/** Something on the table a player can point at. */
export interface Landmark {
  /** As a player names it: "the forest", "the water", "South's Scout". */
  readonly name: string;
  readonly hexes: readonly Hex[];
  /** A piece stands 'in' a forest or water, 'on' a hill; null: one only stands beside it (another unit). */
  readonly within: 'in' | 'on' | null;
}

/** What a rule system tells the kit about its table. */
export interface PlaceFacts {
  /** Every hex of the board: its edges and middle. */
  readonly board: readonly Hex[];
  /** Each hex's level, 0 for the ground. */
  readonly level: (h: Hex) => number;
  /** Things, most telling first: a hex inside one is named by the first that holds it. */
  readonly landmarks: readonly Landmark[];
  /** Broad stretches named only once nothing nearer names a hex: "North's deployment rows". */
  readonly areas?: readonly Landmark[];
}

/** A hex in words: where something is ("on the hill"), and where a move goes ("onto the hill"). */
export interface Place {
  readonly at: string;
  readonly into: string;
  /** What it is named by (a landmark's name, an edge): "beside X" and "near X" are one place to tell apart from. */
  readonly about: string;
  /** On or in its landmark, where levels tell two hexes of one hill apart. */
  readonly inside: boolean;
}

const ORDINALS = ['ground', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth'];
const ordinal = (n: number): string => ORDINALS[n] ?? `${n}th`;
const possessive = (name: string): string => (name.endsWith('s') ? `${name}'` : `${name}'s`);
const gapTo = (l: Landmark, h: Hex): number => Math.min(...l.hexes.map((x) => hexDistance(x, h)));

/** How a piece stands in or on a landmark, its level said where it is raised. */
function inside(facts: PlaceFacts, l: Landmark, h: Hex): Place {
  const within = l.within ?? 'on';
  const enter = within === 'in' ? 'into' : 'onto';
  const level = facts.level(h);
  const about = { about: l.name, inside: true };
  if (level === 0) return { at: `${within} ${l.name}`, into: `${enter} ${l.name}`, ...about };
  const top = Math.max(...l.hexes.map(facts.level));
  if (top > 1) {
    const words = `${possessive(l.name)} ${ordinal(level)} level`;
    return { at: `on ${words}`, into: `onto ${words}`, ...about };
  }
  // A one-level rise has no levels to tell apart: it is its top.
  return { at: `on top of ${l.name}`, into: `onto the top of ${l.name}`, ...about };
}

/** The same words for where it is and where a move goes ("a hex further north"). */
const both = (words: string, about: string): Place => ({ at: words, into: words, about, inside: false });
/** Beside or near something: a move goes "to a hex beside the forest". */
const by = (words: string, about: string): Place => ({
  at: words,
  into: `to a hex ${words}`,
  about,
  inside: false,
});
const outside = (at: string, into: string): Place => ({ at, into, about: at, inside: false });

/** Where the board's edge is, if `h` is on it: "at the north edge", "in the south-west corner". */
function edge(facts: PlaceFacts, on: ReadonlySet<string>, h: Hex): Place | null {
  if (hexNeighbours(h).every((n) => on.has(hexKey(n)))) return null;
  const way = compassWord(middleOf(facts.board), h);
  if (way === null) return null;
  return way.includes('-')
    ? outside(`in the ${way} corner`, `into the ${way} corner`)
    : outside(`at the ${way} edge`, `to the ${way} edge`);
}

/** Where on the board as a whole: "in the middle of the board", "in the north-east of the board". */
function quarter(facts: PlaceFacts, h: Hex): Place {
  const middle = middleOf(facts.board);
  const from = (x: Hex) => {
    const p = middleOf([x]);
    return Math.hypot(p.x - middle.x, p.y - middle.y);
  };
  const way = compassWord(middle, h);
  // The inner third of the way out to the farthest hex reads as the middle.
  if (way === null || from(h) < Math.max(...facts.board.map(from)) / 3)
    return outside('in the middle of the board', 'to the middle of the board');
  return outside(`in the ${way} of the board`, `to the ${way} of the board`);
}

/** Every way to name `h`, the most telling first. */
export function placesOf(facts: PlaceFacts, h: Hex): Place[] {
  const out: Place[] = [];
  const holder = facts.landmarks.find(
    (l) => l.within !== null && l.hexes.some((x) => hexKey(x) === hexKey(h)),
  );
  if (holder !== undefined) out.push(inside(facts, holder, h));
  const level = facts.level(h);
  const raised = holder === undefined && level > 0 ? `, ${ordinal(level)} level` : '';
  const near = facts.landmarks
    .filter((l) => l !== holder)
    .map((l) => ({ l, gap: gapTo(l, h) }))
    .filter((x) => x.gap <= 2)
    .sort((a, b) => a.gap - b.gap);
  for (const { l, gap } of near)
    if (gap > 0) out.push(by(`${gap === 1 ? 'beside' : 'near'} ${l.name}${raised}`, l.name));
  for (const a of facts.areas ?? [])
    if (a.hexes.some((x) => hexKey(x) === hexKey(h)))
      out.push({
        at: `in ${a.name}${raised}`,
        into: `into ${a.name}${raised}`,
        about: a.name,
        inside: false,
      });
  const rim = edge(facts, new Set(facts.board.map(hexKey)), h);
  const lift = (p: Place): Place => ({ ...p, at: p.at + raised, into: p.into + raised });
  if (rim !== null) out.push(lift(rim));
  out.push(lift(quarter(facts, h)));
  return out;
}

/** The hex's best words. */
export const placeOf = (facts: PlaceFacts, h: Hex): Place => placesOf(facts, h)[0]!;

/**
 * Words for each hex of a route, each read differently from the one before where the table allows:
 * a hex that the best words would name as its neighbour did takes its next-best words.
 */
export function routePlaces(facts: PlaceFacts, hexes: readonly Hex[]): Place[] {
  const out: Place[] = [];
  hexes.forEach((h, i) => {
    const before = out[i - 1];
    const fresh =
      before === undefined ? placeOf(facts, h) : placesOf(facts, h).find((p) => tellsApart(before, p));
    out.push(fresh ?? further(hexes[i - 1]!, h));
  });
  return out;
}

/** Whether `b` reads as another place than `a`: other words, and not "near" what `a` was "beside". */
const tellsApart = (a: Place, b: Place): boolean =>
  a.at !== b.at && (a.about !== b.about || a.inside || b.inside);

/** The last words for a hex named as the one before it: which way and how far it lies from it. */
function further(from: Hex, to: Hex): Place {
  const n = hexDistance(from, to);
  const words = `${n === 1 ? 'a hex' : `${n} hexes`} further ${compassWord(from, to) ?? 'on'}`;
  return both(words, words);
}

/** A route's hexes in words, one after another: "beside the forest → in the forest → on the hill". */
export const routeWords = (facts: PlaceFacts, hexes: readonly Hex[]): string =>
  routePlaces(facts, hexes)
    .map((p) => p.at)
    .join(' → ');

/** A move from one hex to another: "from beside the forest up onto the hill's second level". */
export function moveWords(facts: PlaceFacts, from: Hex, to: Hex): string {
  const [start, end] = routePlaces(facts, [from, to]) as [Place, Place];
  const climb = facts.level(to) - facts.level(from);
  // "from the forest", not "from in the forest"; "from beside the forest" keeps its word.
  const origin = start.at.replace(/^(on|in|at) /, '');
  return `from ${origin} ${climb > 0 ? 'up ' : climb < 0 ? 'down ' : ''}${end.into}`;
}

/**
 * Landmarks that share a name told apart by where they lie: two woods become "the west forest" and
 * "the east forest". Names that do not begin with "the" (a unit's) are left as they are.
 */
export function tellApart(board: readonly Hex[], landmarks: readonly Landmark[]): Landmark[] {
  const middle = middleOf(board);
  return landmarks.map((l) => {
    const twins = landmarks.filter((x) => x.name === l.name).length;
    if (twins < 2 || !l.name.startsWith('the ')) return l;
    const way = compassWord(middle, middleOf(l.hexes));
    return way === null ? l : { ...l, name: `the ${way} ${l.name.slice(4)}` };
  });
}
