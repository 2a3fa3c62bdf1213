import { STANDARD_LAYOUT } from '../board/standardBoard';
import { hexPoint, slotPoint } from './placement';
import { captureTheFlag } from './scenarios';
import type { Figure, Setup } from './types';

const L = STANDARD_LAYOUT;

/**
 * Every kind of piece and every state a figure can show, on the standard board: the table the
 * screenshots check and the quickest way for a newcomer to learn the pieces.
 */
export function showcase(): Setup {
  const ctf = captureTheFlag();
  const redFlagCarrier = { ...slotPoint(L, { q: 3, r: 2 }, 0) };
  const restyle = (f: Figure): Figure => {
    switch (f.id) {
      case 'red-1':
        return { ...f, expert: true, grenades: ['smoke', 'paint'] };
      case 'red-3':
        return { ...f, status: 'sentry' };
      case 'red-4':
        return { ...f, at: slotPoint(L, { q: 3, r: 0 }, 1), facing: 300 };
      case 'red-5':
        return { ...f, status: 'out-of-ammo', at: slotPoint(L, { q: 1, r: 1 }, 1) };
      case 'red-6':
        return { ...f, at: redFlagCarrier, facing: 180 };
      case 'blue-2':
        return { ...f, status: 'impotent' };
      case 'blue-4':
        return { ...f, status: 'jammed' };
      case 'blue-5':
        return { ...f, status: 'eliminated' };
      case 'blue-6':
        return { ...f, expert: true };
      default:
        return f;
    }
  };
  return {
    ...ctf,
    name: 'Showcase: every piece',
    scenario: 'custom',
    options: { experts: true, grenades: true, blindSpots: true },
    figures: ctf.figures.map(restyle),
    terrain: [
      ...ctf.terrain,
      {
        id: 'hill-1',
        kind: 'hill',
        at: hexPoint(L, { q: 3, r: 0 }, 1, -2),
        rotation: 20,
        radiusX: 9,
        radiusY: 6.5,
        height: 2.4,
      },
      { id: 'bunker-1', kind: 'bunker', at: hexPoint(L, { q: 1, r: 1 }), rotation: 0, radius: 4.6 },
      { id: 'trench-1', kind: 'trench', at: hexPoint(L, { q: 3, r: 3 }), rotation: 0, length: 9, width: 4 },
      { id: 'smoke-1', kind: 'smoke', at: hexPoint(L, { q: 4, r: 1 }), radius: 5 },
    ],
    markers: [
      ctf.markers.find((m) => m.id === 'flag-red')!,
      { id: 'flag-blue', kind: 'flag', team: 'blue', at: redFlagCarrier, carriedBy: 'red-6' },
      { id: 'splat-1', kind: 'splat', team: 'red', at: hexPoint(L, { q: 2, r: 2 }, -2, 2) },
      { id: 'splat-2', kind: 'splat', team: 'blue', at: hexPoint(L, { q: 1, r: 2 }, 2.5, -3) },
    ],
  };
}
