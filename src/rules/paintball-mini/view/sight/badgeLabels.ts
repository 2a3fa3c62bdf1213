import type { SceneLabel } from '../../../../scene/labels/SceneLabels';
import type { Setup } from '../../setup';
import { FIGURE_HEIGHT_CM, groundHeights } from '../../setup';
import { rollBadge } from '../state/shotCall';
import { rulesTableOf } from '../state/rulesTable';
import { linesAwaited } from './pendingOnPage';

type Badge = ReturnType<typeof rollBadge>;

/** Each table's unaimed badges, one per shooter and target: the idle warm-up works them out one at a time. */
const badges = new WeakMap<Setup, Map<string, Badge>>();

function unaimedBadge(setup: Setup, shooterId: string, targetId: string): Badge {
  let row = badges.get(setup);
  if (row === undefined) badges.set(setup, (row = new Map()));
  const key = `${shooterId} ${targetId}`;
  let badge = row.get(key);
  if (badge === undefined) row.set(key, (badge = rollBadge(setup, shooterId, targetId, false)));
  return badge;
}

/**
 * Works out ahead the badge \`badgeLabels\` shows over one enemy (its line and the roll it needs),
 * so the idle warm-up can take a shooter's badges one enemy at a time.
 */
export const warmBadge = (setup: Setup, shooterId: string, targetId: string): void =>
  void unaimedBadge(setup, shooterId, targetId);

/** A badge whose line the sight worker is measuring: neutral, not a stale roll, for a few frames. */
const MEASURING: Badge = { text: '…', canShoot: false };

/** The badges, and whether one of them is still being measured (then they are not kept). */
function workOut(
  setup: Setup,
  shooterId: string,
  aimed: boolean,
): { labels: readonly SceneLabel[]; measuring: boolean } {
  const shooter = setup.figures.find((f) => f.id === shooterId);
  if (shooter === undefined || shooter.role !== 'paintballer' || shooter.status === 'eliminated')
    return { labels: [], measuring: false };
  const enemies = setup.figures.filter(
    (f) => f.team !== shooter.team && f.role === 'paintballer' && f.status !== 'eliminated',
  );
  // A line the page's layer has not got is measured by the worker, not here (it would build the
  // table's model in the middle of a click or a change); its badge waits.
  const awaited = linesAwaited(
    setup,
    rulesTableOf(setup),
    shooterId,
    enemies.map((e) => e.id),
  );
  const groundAt = groundHeights(setup.terrain);
  const labels = enemies.map((e): SceneLabel => {
    const measuring = awaited.has(e.id);
    const badge = measuring
      ? MEASURING
      : aimed
        ? rollBadge(setup, shooterId, e.id, true)
        : unaimedBadge(setup, shooterId, e.id);
    const h = groundAt(e.at) + FIGURE_HEIGHT_CM + 1.6;
    return {
      key: e.id,
      position: [e.at.x, h, e.at.y],
      text: badge.text,
      look: measuring ? 'measuring' : badge.canShoot ? 'canShoot' : 'noShot',
      ...(measuring ? { words: 'measuring' } : {}),
      testId: `badge-${e.id}`,
      // A badge with a roll must be read; where badges crowd, a "no shot" badge folds away rather
      // than pushing the others off their figures, and one beyond all reach folds away anyway.
      foldable: !badge.canShoot && !measuring,
      far: badge.far === true,
    };
  });
  return { labels, measuring: awaited.size > 0 };
}

/** Each table's badges, per shooter and whether it has taken aim: a table never changes in place. */
const known = new WeakMap<Setup, Map<string, readonly SceneLabel[]>>();

/**
 * With `shooterId` selected, a badge over every enemy: whether it can be shot and the roll one die
 * needs, aimed once the figure has taken aim (PM-AIM). Worked out once per table, shooter and aim,
 * so a figure picked again, or picked after the table worked its badges out while idle, costs nothing.
 */
export function badgeLabels(setup: Setup, shooterId: string, aimed: boolean): readonly SceneLabel[] {
  let row = known.get(setup);
  if (row === undefined) known.set(setup, (row = new Map()));
  const key = `${aimed ? 'aimed' : 'unaimed'} ${shooterId}`;
  const kept = row.get(key);
  if (kept !== undefined) return kept;
  const { labels, measuring } = workOut(setup, shooterId, aimed);
  // Worked out again when the lines come (EnemyBadges re-renders with them).
  if (!measuring) row.set(key, labels);
  return labels;
}
