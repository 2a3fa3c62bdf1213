import type { Point } from '../../../geometry/point';
import { distance, lerpPoint } from '../../../geometry/point';
import { runOf } from './activation';
import type { GameState } from './gameState';

// PM-AP / PM-HEXLESS: how far a figure moves. Each AP of movement is one hex, or up to CM_PER_AP in
// a straight line without hexes; a turn holds at most HEXES_A_TURN hexes (CM_A_TURN) of it, experts
// too. The movement rules and every drawer of reach (move rings, move paths) read these.

/** Hexless: the most one AP of movement covers, in cm (one hex's width). */
export const CM_PER_AP = 10;
/** The most movement in one turn, in hexes (PM-AP). */
export const HEXES_A_TURN = 2;
/** Hexless: the most movement in one turn, in cm. */
export const CM_A_TURN = HEXES_A_TURN * CM_PER_AP;
/** Float noise allowed when a length is checked against these limits. */
export const REACH_EPS_CM = 1e-9;

/**
 * Hexless: how far the figure can still get this turn with 1, 2, … AP of movement: AP left ×
 * CM_PER_AP, each cut to the turn's movement left; distinct and longer than 0, nearest first. Empty
 * when it has no AP or no movement left.
 */
export function moveReaches(s: GameState, figureId: string): number[] {
  const run = runOf(s, figureId);
  const left = CM_A_TURN - run.moved;
  const out: number[] = [];
  for (let spent = 1; spent <= HEXES_A_TURN; spent++) {
    const r = Math.min(spent * CM_PER_AP, left, run.ap * CM_PER_AP);
    if (r > 0 && !out.includes(r)) out.push(r);
  }
  return out;
}

/**
 * Hexless: a straight move from `from` to `to` cut into steps of at most CM_PER_AP (1 AP each):
 * where each step ends, the last at `to`. A move shorter than a step is one step.
 */
export function stepsAlong(from: Point, to: Point): Point[] {
  const cm = distance(from, to);
  const n = Math.max(1, Math.ceil(cm / CM_PER_AP - REACH_EPS_CM));
  const steps: Point[] = [];
  for (let i = 1; i <= n; i++) steps.push(i === n ? to : lerpPoint(from, to, (i * CM_PER_AP) / cm));
  return steps;
}
