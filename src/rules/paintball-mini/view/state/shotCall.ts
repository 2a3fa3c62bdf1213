import type { Fate, LineFacts, TargetChances, VolleyOdds } from '../../engine';
import { analyseShot, fateWords, pieceName as nameOnTable, rollNeeded } from '../../engine';
import { gameOf } from './rulesTable';
import type { Figure, Setup, Terrain } from '../../setup';
import type { PercentVisible, SightLine } from '../../sight';
import { lineFactsOf, tableSight } from './tableSight';
import { drawnLineOf, seenShareOf } from '../sight/drawnOnPage';
import { linesAwaited } from '../sight/pendingOnPage';
import { MAX_AIMED_RANGE } from '../../board/rangeBands';

/** PM-WIPE: how a mark with no Marshal near ends, as the odds table words it. */
export const WIPED = fateWords('wiped');

// The call a player makes before a shot, read from the sight layer's facts and the rules engine:
// range, the roll needed aimed and unaimed, the line's facts (cover among them), what is in the way,
// smoke, why there is no shot, and the exact odds of one die. Both modes come through here; only the facts differ.

export interface WayItem {
  readonly order: number;
  readonly text: string;
}

export interface ShotOdds {
  readonly label: string;
  /** Dice fired together at the target (PM-SNAP). */
  readonly dice: number;
  /** The roll needed, hit at least once, hits expected, eliminated. */
  readonly chances: TargetChances;
  /** Outcome words and probabilities, most likely first. */
  readonly outcomes: readonly { readonly text: string; readonly p: number }[];
  readonly steps: readonly string[];
}

export interface ShotCall {
  readonly shooter: Figure;
  readonly target: Figure;
  /** The line as drawn, or null while the sight worker measures it (a frame or so; drawnOnPage.ts). */
  readonly line: SightLine | null;
  readonly facts: LineFacts;
  readonly rangeText: string;
  /** The to-hit roll for one die, or why that shot cannot be taken. */
  readonly unaimed: { need: number } | { why: string; rule: string };
  readonly aimed: { need: number } | { why: string; rule: string };
  /** Why no shot at all can be taken (line blocked, blind spot, …), or null. */
  readonly noShot: { why: string; rule: string } | null;
  readonly inTheWay: readonly WayItem[];
  readonly smoke: string | null;
  /** The share the goggles see, or null while the sight worker measures it. */
  readonly visible: PercentVisible | null;
  readonly odds: readonly ShotOdds[];
}

function wayName(setup: Setup, kind: 'figure' | 'soft' | 'hard', id: string): string {
  if (kind === 'figure') {
    const f = setup.figures.find((g) => g.id === id);
    return f === undefined ? 'a figure' : f.name;
  }
  const t: Terrain | undefined = setup.terrain.find((x) => x.id === id);
  // Terrain has no names a player gave it; the numbered marker on the line says which piece it is.
  if (t?.kind === 'hard') return `hard cover (${t.model})`;
  return 'soft cover (foliage)';
}

const DICE_WORDS = ['', 'One', 'Two', 'Three'];

function oddsOf(setup: Setup, shooter: Figure, target: Figure, aimed: boolean, dice = 1): ShotOdds | null {
  const a = analyseShot(gameOf(setup), tableSight, {
    figureId: shooter.id,
    shots: [{ targetId: target.id, dice }],
    aimed,
  });
  if (!a.ok) return null;
  const o: VolleyOdds = a.odds;
  const mine = o.targets.find((t) => t.targetId === target.id);
  if (mine === undefined) return null;
  const outcomes = Object.entries(mine.outcomes)
    .filter(([, p]) => p > 0)
    .map(([fate, p]) => ({ text: fateWords(fate as Fate, (id) => nameOnTable(setup, id)), p }))
    .sort((x, y) => y.p - x.p);
  const label = `${DICE_WORDS[dice]} ${aimed ? 'aimed' : 'unaimed'} ${dice === 1 ? 'die' : 'dice'}`;
  return { label, dice, chances: a.chances[0]!, outcomes, steps: o.steps };
}

/**
 * Whether the shot card waits for the sight worker: the line's facts (and with them the rolls, the
 * odds and why there is no shot) are being measured there, a few frames; \`shotCall\` would measure
 * them on the page, building the table's model. False where there is no worker.
 */
export const shotWaits = (setup: Setup, shooterId: string, targetId: string): boolean =>
  setup.figures.some((f) => f.id === shooterId && f.status !== 'eliminated') &&
  setup.figures.some((f) => f.id === targetId && f.status !== 'eliminated') &&
  linesAwaited(setup, gameOf(setup).table, shooterId, [targetId]).size > 0;

export function shotCall(setup: Setup, shooterId: string, targetId: string): ShotCall | null {
  const shooter = setup.figures.find((f) => f.id === shooterId);
  const target = setup.figures.find((f) => f.id === targetId);
  if (
    shooter === undefined ||
    target === undefined ||
    target.status === 'eliminated' ||
    shooter.status === 'eliminated'
  )
    return null;
  // The facts come with the drawn line, or (while it is on its way) from the line store, which
  // holds the same facts, adopted from the worker: the card says all but the share seen at once.
  const line = drawnLineOf(setup, shooterId, targetId);
  const facts = line?.facts ?? lineFactsOf(setup, shooterId, targetId);
  const rangeText =
    setup.mode === 'hex'
      ? `${facts.range} ${facts.range === 1 ? 'hex' : 'hexes'} (${facts.distanceCm.toFixed(1)} cm)`
      : `${facts.distanceCm.toFixed(1)} cm: range band ${facts.range}`;
  const call = (aimed: boolean): ShotCall['unaimed'] => {
    const a = analyseShot(gameOf(setup), tableSight, {
      figureId: shooterId,
      shots: [{ targetId, dice: 1 }],
      aimed,
    });
    if (!a.ok) return { why: a.reason, rule: a.rule };
    const plan = a.plan.targets.find((t) => t.targetId === targetId);
    return plan === undefined ? { why: 'no shot', rule: 'PM-RANGE' } : { need: plan.need };
  };
  const cannotFire = shooterCannotFire(shooter);
  const unaimed = cannotFire ?? call(false);
  const aimed = cannotFire ?? call(true);
  const refusal = (c: ShotCall['unaimed']) => ('why' in c ? c : null);
  // Out of range for an unaimed shot alone is not "no shot": an aimed one may still reach.
  const noShot = 'why' in aimed ? refusal(aimed) : null;
  // In the order they are rolled for (PM-WAY), as the line's numbered marks are.
  const inTheWay = facts.obstructions.map((o, i) => ({
    order: i + 1,
    text: `${wayName(setup, o.kind, o.id)}, ${o.at.toFixed(1)} cm along: takes the shot on 4–6`,
  }));
  const smoke = facts.shooterInSmoke
    ? 'the shooter is in smoke: sees the target on 4–6, else no shot and no more actions (PM-SMOKE)'
    : facts.smokeBetween
      ? 'smoke lies between: 1 or 6 and no shot (PM-SMOKE)'
      : facts.targetInSmoke
        ? 'the target is in smoke: shot at normally (PM-SMOKE)'
        : null;
  // PM-SNAP / PM-AP: one die, and each volley the figure's AP can pay for, taking aim (1 AP) or not:
  // 2 AP fire ×2, or aim and fire one; an expert's 3 AP fire ×3, or aim and fire ×2.
  const ap = shooter.expert ? 3 : 2;
  const volleys: [number, boolean][] = [];
  for (let n = 1; n <= ap; n++)
    for (const aimed of [false, true]) if (n + (aimed ? 1 : 0) <= ap) volleys.push([n, aimed]);
  const odds =
    noShot === null
      ? volleys
          .map(([n, aimed]) => oddsOf(setup, shooter, target, aimed, n))
          .filter((o): o is ShotOdds => o !== null)
      : [];
  return {
    shooter,
    target,
    line,
    facts,
    rangeText,
    unaimed,
    aimed,
    noShot,
    inTheWay,
    smoke,
    visible: seenShareOf(setup, shooterId, targetId),
    odds,
  };
}

/** A shooter who cannot fire at all, whatever the line (PM-IMPOTENT, PM-CHART 2 and 3). */
function shooterCannotFire(f: Figure): { why: string; rule: string } | null {
  switch (f.status) {
    case 'impotent':
      return { why: `${f.name} is impotent (suppressed) and cannot shoot this turn`, rule: 'PM-IMPOTENT' };
    case 'out-of-ammo':
      return { why: `${f.name} is out of ammo and must reload (2 AP) first`, rule: 'PM-CHART' };
    case 'jammed':
      return { why: `${f.name}'s gun is jammed until a Marshal clears it`, rule: 'PM-CHART' };
    case 'eliminated':
      return { why: `${f.name} is out of the game`, rule: 'PM-PAINTCHECK' };
    default:
      return null;
  }
}

/**
 * The roll an enemy needs from `shooterId` with one die, unaimed and aimed, or null where it has no
 * shot; `beyondReach` when even an aimed shot is too long (PM-RANGE), whatever stands between.
 */
export function quickNeed(
  setup: Setup,
  shooterId: string,
  targetId: string,
): { unaimed: number | null; aimed: number | null; beyondReach: boolean } {
  const shooter = setup.figures.find((f) => f.id === shooterId);
  if (shooter === undefined || shooterCannotFire(shooter) !== null)
    return { unaimed: null, aimed: null, beyondReach: false };
  const g = gameOf(setup);
  return {
    unaimed: rollNeeded(g, tableSight, shooterId, targetId, false),
    aimed: rollNeeded(g, tableSight, shooterId, targetId, true),
    // Asked on the game's table, as the rolls just were: the sight layer keeps one table's slots
    // at a time, and a badge that asked on the set-up between two odds made it renumber its
    // figures twice a badge (a few ms over a big table's badges after a change).
    beyondReach: tableSight.line(g.table, shooterId, targetId).range > MAX_AIMED_RANGE,
  };
}

/**
 * The roll badge over an enemy while a figure is selected: the roll one die needs. Once the figure
 * has taken aim (PM-AIM) its next volley is aimed, so the badge shows the aimed roll; before, the
 * unaimed one, or the aimed one when only an aimed shot reaches.
 */
export function rollBadge(
  setup: Setup,
  shooterId: string,
  targetId: string,
  aimed: boolean,
): { text: string; canShoot: boolean; far?: true } {
  const need = quickNeed(setup, shooterId, targetId);
  const noShot = need.beyondReach
    ? { text: 'no shot', canShoot: false, far: true as const }
    : { text: 'no shot', canShoot: false };
  if (aimed) return need.aimed === null ? noShot : { text: `aimed ${need.aimed}+`, canShoot: true };
  if (need.unaimed !== null) return { text: `${need.unaimed}+`, canShoot: true };
  return need.aimed === null ? noShot : { text: `aim ${need.aimed}+`, canShoot: true };
}
