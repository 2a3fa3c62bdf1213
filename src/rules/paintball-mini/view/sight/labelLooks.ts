import { SIGHT_COLOURS } from '../../../../scene/colours';
import type { LabelLook } from '../../../../scene/labels/labelAtlas';

/** The rolls a die can need, as a badge writes them (rollBadge): painted ahead while the table is idle. */
const ROLLS = [2, 3, 4, 5, 6].flatMap((n) => [`${n}+`, `aim ${n}+`, `aimed ${n}+`]);

const FACE = "system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif";

/** How the sight tools' labels look on the table (as the page's own labels did). */
export const SIGHT_LOOKS: Readonly<Record<string, LabelLook>> = {
  /**
   * A threat-view hex: white words with a dark halo, straight on the shading. Its numbers depend on
   * the table: the warm-up paints those its drawings show ahead (warmSight.ts, `paintWordsAhead`).
   */
  threat: { font: `700 10px ${FACE}`, colour: '#ffffff', halo: '#000000' },
  /** An enemy that can be shot: green on a dark pill. */
  canShoot: {
    font: `700 11px ${FACE}`,
    colour: '#7ff0a0',
    background: 'rgba(15, 20, 25, 0.85)',
    border: SIGHT_COLOURS.clear,
    radius: 9,
    padX: 6,
    words: ROLLS,
  },
  /** An enemy whose line is being measured (a few frames): grey on the same pill. */
  measuring: {
    font: `700 11px ${FACE}`,
    colour: '#c8ccd0',
    background: 'rgba(15, 20, 25, 0.85)',
    border: '#8a9096',
    radius: 9,
    padX: 6,
    // Painted ahead with the rest, so the frames that show it draw from the shared atlas.
    words: ['…'],
  },
  /** An enemy that cannot: red on the same pill. */
  noShot: {
    font: `700 11px ${FACE}`,
    colour: '#ff9a9a',
    background: 'rgba(15, 20, 25, 0.85)',
    border: SIGHT_COLOURS.blocked,
    radius: 9,
    padX: 6,
    words: ['no shot'],
  },
};
