import type { LineFacts, ObstructionKind } from '../engine/facts';
import { LINE_HEIGHT_CM } from '../setup';
import type { Figure, Terrain } from './types';
import type { TerrainLine } from './lineOfSight';
import { baseTopOn, eyeHeight } from './percentVisible';
import type { MeshModel } from '../../../sight/meshModel';

// What the scene needs to draw a line of sight and explain it: the segment, where it is stopped
// and why, and each obstruction where the line meets it, numbered in the order the dice are rolled.
// Points are three.js coordinates (x, height, y on the table), 1 unit = 1 cm.

export interface Point3 {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

export interface SightMark {
  /** 1 for the obstruction rolled for first (PM-WAY). */
  readonly order: number;
  readonly kind: ObstructionKind;
  readonly id: string;
  /** cm from the shooter's base centre. */
  readonly at: number;
  readonly point: Point3;
}

export interface SightLine {
  readonly facts: LineFacts;
  /** The line of the rules (G-LINE): base centre to base centre, LINE_HEIGHT_CM above the table. */
  readonly from: Point3;
  readonly to: Point3;
  /** Eye to eye, for a shooter's-eye view or a raised line over hills (a model's eyes where figures have one). */
  readonly eyeFrom: Point3;
  readonly eyeTo: Point3;
  /** Where the line is stopped (perimeter or hill), or null: draw the line red from here. */
  readonly blockedAt: Point3 | null;
  /** Obstructions in order, each where the line first meets it. */
  readonly marks: readonly SightMark[];
  /** Where the line first enters smoke between, or null. */
  readonly smokeAt: Point3 | null;
}

/**
 * The line drawn from its terrain line and facts. The eyes stand on `terrain`'s ground alone (the
 * hills under them), so no table model is needed: a line another layer measured is drawn as is.
 */
export function sightLine(
  terrain: readonly Terrain[],
  shooter: Figure,
  target: Figure,
  facts: LineFacts,
  line: TerrainLine,
  figuresModel: MeshModel | null = null,
): SightLine {
  const { a, b, distanceCm } = line;
  const along = (cm: number): Point3 => {
    const t = distanceCm === 0 ? 0 : cm / distanceCm;
    return { x: a.x + (b.x - a.x) * t, y: LINE_HEIGHT_CM, z: a.y + (b.y - a.y) * t };
  };
  const stop = line.leavesAt ?? line.hill?.at ?? null;
  // As percentVisible.ts's eyeOf works them out, sum for sum.
  const eye = (f: Figure): Point3 => ({
    x: f.at.x,
    y: baseTopOn(terrain, f) + eyeHeight(figuresModel),
    z: f.at.y,
  });
  return {
    facts,
    from: along(0),
    to: along(distanceCm),
    eyeFrom: eye(shooter),
    eyeTo: eye(target),
    blockedAt: stop === null ? null : along(stop),
    marks: facts.obstructions.map((o, i) => ({
      order: i + 1,
      kind: o.kind,
      id: o.id,
      at: o.at,
      point: along(o.at),
    })),
    smokeAt: line.between === null ? null : along(line.between.at),
  };
}
