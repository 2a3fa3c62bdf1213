import type { LineFacts } from '../../engine';
import type { ShotCall } from '../state/shotCall';

// The shot card's words. PaintBall Mini decides a shot by one thing: the line from the shooter's
// base centre to the target's (G-LINE), which only the table's edge and hills block
// (PM-LOS-PERIMETER, PM-LOS-HILL); figures and cover on it are rolled for, never a wall
// (PM-LOS-NOBLOCK). How much of the target the goggles see is measured too (the shooter's eye view
// and HexPrint grade sight by it), but here it decides nothing, and the card says so wherever the
// two could be read against each other: a figure hidden from the goggles with a shot, or one in
// plain view without. Cover comes from two places, kept apart so neither reads as "none" while the
// other has some: where the target stands, and what the line crosses on the way.

export interface ShotFacts {
  readonly shooter: string;
  readonly target: string;
  /** Why no shot at all can be taken, or null. */
  readonly noShot: { readonly why: string; readonly rule: string } | null;
  readonly facts: Pick<
    LineFacts,
    'blocked' | 'targetInSoftCover' | 'targetBehindHardCover' | 'targetEntrenched'
  >;
  /** What is in the way, in the words and order it is rolled for (PM-WAY). */
  readonly inTheWay: readonly string[];
  /** How much of the target the shooter's goggles see, 0–100, or null while it is being measured. */
  readonly percentSeen: number | null;
}

export interface ShotWords {
  /** The headline: whether the shot can be taken, and whether anything on the line may take it. */
  readonly verdict: string;
  /** The base-to-base line, open or blocked, as the thing that decides. */
  readonly line: string;
  /** Cover the target has from where it stands. */
  readonly stand: string;
  /** The share the goggles see, said as a guide that does not decide. */
  readonly seen: string;
}

/** A share of the target seen under this share reads as "hidden" next to a shot that stands. */
const HARDLY_SEEN = 50;

const things = (n: number) => (n === 1 ? '1 thing' : `${n} things`);

function lineWords(f: ShotFacts): string {
  const from = `${f.shooter}'s base to ${f.target}'s`;
  const b = f.facts.blocked;
  if (b?.reason === 'perimeter') return `${from}: blocked, it leaves the playing area (PM-LOS-PERIMETER).`;
  if (b?.reason === 'hill') return `${from}: blocked by a hill neither stands on (PM-LOS-HILL).`;
  return `${from}: open, and this line decides the shot (G-LINE).`;
}

function standWords(f: ShotFacts): string {
  const cover: string[] = [];
  if (f.facts.targetEntrenched) cover.push('entrenched: hit only on a 6 (PM-ENTRENCHED)');
  if (f.facts.targetInSoftCover)
    cover.push(
      'in soft cover: saves on 1, 2 or 3 (PM-SOFT), and its foliage is in the way too (PM-WAY-SOFT)',
    );
  if (f.facts.targetBehindHardCover)
    cover.push('behind hard cover close by: the cover is in the way (PM-WAY-HARD)');
  return cover.length === 0 ? 'in the open: no cover of its own (saves on 1 or 6)' : cover.join('; ');
}

function seenWords(f: ShotFacts): string {
  if (f.percentSeen === null) return `Measuring how much of ${f.target} shows from ${f.shooter}'s goggles…`;
  const share = `${Math.round(f.percentSeen)}% of ${f.target} shows from ${f.shooter}'s goggles`;
  if (f.noShot === null && f.percentSeen < HARDLY_SEEN)
    return `${share}, yet the shot stands: the base-to-base line decides, not what the goggles see.`;
  if (f.noShot !== null && f.percentSeen >= HARDLY_SEEN)
    return `${share}, yet there is no shot (${f.noShot.rule}): the rules decide, not what the goggles see.`;
  return `${share}. A guide for the eye only: the base-to-base line decides.`;
}

/** What the card's words are made from: the call's names, line facts, what is in the way and the share seen. */
export const shotFacts = (call: ShotCall): ShotFacts => ({
  shooter: call.shooter.name,
  target: call.target.name,
  noShot: call.noShot,
  facts: call.facts,
  inTheWay: call.inTheWay.map((w) => w.text),
  percentSeen: call.visible?.percent ?? null,
});

export function shotWords(f: ShotFacts): ShotWords {
  const n = f.inTheWay.length;
  const verdict =
    f.noShot !== null
      ? `No shot: ${f.noShot.why}`
      : n === 0
        ? 'Clear shot: nothing on the line'
        : `Shot possible: ${things(n)} on the line may take it`;
  return {
    verdict,
    line: lineWords(f),
    stand: standWords(f),
    seen: seenWords(f),
  };
}
