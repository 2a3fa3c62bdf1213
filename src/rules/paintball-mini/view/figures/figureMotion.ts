import { Matrix4, Quaternion, Vector3 } from 'three';

// Figures walk to where the rules put them instead of jumping: a move glides along the table with
// a step's bob, a turn swings round, a suppressed figure falls on its side, a Marshal walks over
// for a paintcheck, and a figure the paintcheck puts out leaves for the table's edge only once
// the Marshal has arrived. Time is in seconds, as the render loop's clock gives it.

/** What the motion needs of a pose: whose it is, where it should end up, and whether it is leaving the game. */
export interface MotionTarget {
  readonly id: string;
  readonly matrix: Matrix4;
  readonly leaving: boolean;
}

interface Stance {
  readonly pos: Vector3;
  readonly quat: Quaternion;
}

interface Track {
  readonly from: Stance;
  readonly to: Stance;
  /** Seconds after `start` before it sets off. */
  readonly delay: number;
  readonly duration: number;
  /** Footsteps on the way: how many times it bobs. */
  readonly steps: number;
  readonly start: number;
}

/** Walking pace on the table, in cm a second: a 10 cm move takes a third of a second. */
export const WALK_CM_PER_S = 30;
const SHORTEST_S = 0.3;
const LONGEST_S = 1.2;
const STEP_CM = 3;
const BOB_CM = 0.35;

const ease = (k: number) => (k < 0.5 ? 2 * k * k : 1 - (-2 * k + 2) ** 2 / 2);

function stanceOf(m: Matrix4): Stance {
  const pos = new Vector3();
  const quat = new Quaternion();
  m.decompose(pos, quat, new Vector3());
  return { pos, quat };
}

const alike = (a: Stance, b: Stance) => a.pos.distanceTo(b.pos) < 0.01 && a.quat.angleTo(b.quat) < 0.01;

function plainDistance(a: Vector3, b: Vector3): number {
  return Math.hypot(a.x - b.x, a.z - b.z);
}

export interface FigureMotion {
  /**
   * New poses have arrived. With `animate` each figure that changed walks from where it is shown
   * now; without, all snap into place. Returns whether anything is moving.
   */
  retarget(targets: readonly MotionTarget[], now: number, animate: boolean): boolean;
  /** Brings every figure to where it is at `now`; returns whether anything is still moving. */
  advance(now: number): boolean;
  /** Where the figure is shown now (its target when it has none yet). */
  matrixOf(id: string): Matrix4;
  readonly moving: boolean;
}

export function createFigureMotion(): FigureMotion {
  const shown = new Map<string, { stance: Stance; matrix: Matrix4 }>();
  const tracks = new Map<string, Track>();
  const _pos = new Vector3();
  const _quat = new Quaternion();
  const _one = new Vector3(1, 1, 1);

  const place = (id: string, pos: Vector3, quat: Quaternion) => {
    const s = shown.get(id);
    if (s === undefined) {
      const stance = { pos: pos.clone(), quat: quat.clone() };
      shown.set(id, { stance, matrix: new Matrix4().compose(stance.pos, stance.quat, _one) });
      return;
    }
    s.stance.pos.copy(pos);
    s.stance.quat.copy(quat);
    s.matrix.compose(s.stance.pos, s.stance.quat, _one);
  };

  const motion: FigureMotion = {
    get moving() {
      return tracks.size > 0;
    },
    retarget(targets, now, animate) {
      const ids = new Set(targets.map((t) => t.id));
      for (const id of [...shown.keys()]) {
        if (ids.has(id)) continue;
        shown.delete(id);
        tracks.delete(id);
      }
      const leavers: { id: string; from: Stance; to: Stance }[] = [];
      let lastArrival = 0;
      for (const t of targets) {
        const to = stanceOf(t.matrix);
        const was = shown.get(t.id);
        if (!animate || was === undefined) {
          tracks.delete(t.id);
          place(t.id, to.pos, to.quat);
          continue;
        }
        // Already on its way there (another figure's change re-posed the table): let it walk on.
        const going = tracks.get(t.id);
        if (going !== undefined && alike(going.to, to)) {
          if (!t.leaving)
            lastArrival = Math.max(lastArrival, going.start + going.delay + going.duration - now);
          continue;
        }
        const from = { pos: was.stance.pos.clone(), quat: was.stance.quat.clone() };
        if (alike(from, to)) {
          tracks.delete(t.id);
          place(t.id, to.pos, to.quat);
          continue;
        }
        if (t.leaving) {
          leavers.push({ id: t.id, from, to });
          continue;
        }
        const cm = plainDistance(from.pos, to.pos);
        const duration = Math.min(LONGEST_S, Math.max(SHORTEST_S, cm / WALK_CM_PER_S));
        tracks.set(t.id, { from, to, delay: 0, duration, steps: Math.round(cm / STEP_CM), start: now });
        lastArrival = Math.max(lastArrival, duration);
      }
      // Whoever leaves the game goes once everyone else (the Marshal checking him) has arrived.
      for (const l of leavers) {
        const cm = plainDistance(l.from.pos, l.to.pos);
        const duration = Math.min(LONGEST_S, Math.max(SHORTEST_S, cm / WALK_CM_PER_S));
        tracks.set(l.id, {
          from: l.from,
          to: l.to,
          delay: lastArrival,
          duration,
          steps: Math.round(cm / STEP_CM),
          start: now,
        });
      }
      return tracks.size > 0;
    },
    advance(now) {
      for (const [id, track] of tracks) {
        const k = Math.min(1, Math.max(0, (now - track.start - track.delay) / track.duration));
        if (k >= 1) {
          // Arrived: exactly on its spot, not where the last bob's rounding left it.
          place(id, track.to.pos, track.to.quat);
          tracks.delete(id);
          continue;
        }
        const e = ease(k);
        _pos.lerpVectors(track.from.pos, track.to.pos, e);
        _pos.y += BOB_CM * Math.abs(Math.sin(Math.PI * track.steps * e));
        _quat.slerpQuaternions(track.from.quat, track.to.quat, e);
        place(id, _pos, _quat);
      }
      return tracks.size > 0;
    },
    matrixOf(id) {
      const s = shown.get(id);
      if (s === undefined) throw new Error(`no figure "${id}" has been shown`);
      return s.matrix;
    },
  };
  return motion;
}
