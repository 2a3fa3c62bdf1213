import type { Setup } from '../setup/types';

// The facts the rules engine reads and the sight layer measures. The engine never measures line of
// sight, cover or smoke itself: it asks a `Sight` about the table as it stands, so hex and hexless
// games resolve through the same rules (PM-HEXLESS). `src/sight` implements `Sight` with raycasts
// on the 3D table; tests may hand the engine a scripted one.

/** The table as the rules see it at one moment: a set-up with figures, terrain and markers where they now are. */
export type Table = Setup;

export type ObstructionKind = 'figure' | 'soft' | 'hard';

/** Something in the way of a shot (PM-WAY): rolled for in order, nearest the shooter first. */
export interface Obstruction {
  readonly kind: ObstructionKind;
  /** The figure's or the cover's id. */
  readonly id: string;
  /** How far along the line from the shooter's base centre it is first met, in cm. */
  readonly at: number;
}

/** Why no shot can be taken at all, before any die is rolled. */
export type Blocked =
  | { readonly reason: 'perimeter' } // PM-LOS-PERIMETER
  | { readonly reason: 'hill'; readonly by: string } // PM-LOS-HILL
  | { readonly reason: 'blind-spot' } // PM-BLIND
  | { readonly reason: 'impotent-behind-hard'; readonly by: string }; // PM-IMPOTENT-HARD

/** Everything the rules need to know about the line from one figure to another. */
export interface LineFacts {
  readonly shooterId: string;
  readonly targetId: string;
  /** Straight distance between base centres on the table plane, in cm. */
  readonly distanceCm: number;
  /** Hex mode: hexes counted to the target (G-HEX). Hexless: the range band (G-BAND). */
  readonly range: number;
  /** null when the line is clear. */
  readonly blocked: Blocked | null;
  /** In the way (PM-WAY-FIGURE, PM-WAY-SOFT, PM-WAY-HARD), nearest the shooter first. */
  readonly obstructions: readonly Obstruction[];
  /** PM-SOFT: the target saves on 1–3. */
  readonly targetInSoftCover: boolean;
  /** PM-WAY-HARD / PM-3CM: hard cover on the line protects the target. */
  readonly targetBehindHardCover: boolean;
  /** PM-ENTRENCHED (bunker, trench, stockade, home base), less the same-trench exception. */
  readonly targetEntrenched: boolean;
  /** PM-SMOKE: the shooter stands in smoke. */
  readonly shooterInSmoke: boolean;
  /** PM-SMOKE: smoke lies between (the line crosses a smoke the shooter is not in). */
  readonly smokeBetween: boolean;
  readonly targetInSmoke: boolean;
  /** PM-HILL: id of the hill each stands on, if any. */
  readonly shooterOnHill: string | null;
  readonly targetOnHill: string | null;
}

/** A Marshal's distance from a figure: in hexes (hex mode) or the range band of the cm (hexless). */
export interface MarshalDistance {
  readonly marshalId: string;
  readonly distanceCm: number;
  readonly range: number;
}

export interface Sight {
  /** The facts of the line from `shooterId` to `targetId` on `table`. */
  line(table: Table, shooterId: string, targetId: string): LineFacts;
  /** Every Marshal on the table, nearest first (PM-PAINTCHECK, PM-WIPE, PM-CHART 6). */
  marshals(table: Table, figureId: string): readonly MarshalDistance[];
}
