import type { Hex } from '../../../geometry/hex';
import type { Point } from '../../../geometry/point';
import type { Correction } from './correction';
import type { Choice } from './decisions';
import type { GameState } from './gameState';
import type { LogEntry } from '../../../game/log';

// Everything a player can ask of the game, and what the game answers.

export interface Shot {
  readonly targetId: string;
  readonly dice: number;
}

export type Action =
  | { readonly type: 'rollCommand' }
  | {
      readonly type: 'move';
      readonly figureId: string;
      readonly to: Point | Hex;
      /** Hexless: where each further step of the same move ends (PM-AP: up to 10 cm and 1 AP each). */
      readonly then?: readonly Point[];
    }
  | { readonly type: 'rotate'; readonly figureId: string; readonly facing: number }
  | { readonly type: 'aim'; readonly figureId: string }
  | { readonly type: 'shoot'; readonly figureId: string; readonly shots: readonly Shot[] }
  | { readonly type: 'suppress'; readonly figureId: string; readonly targetId: string }
  | { readonly type: 'sentry'; readonly figureId: string }
  | { readonly type: 'standDown'; readonly figureId: string }
  | { readonly type: 'reload'; readonly figureId: string }
  | {
      readonly type: 'throwGrenade';
      readonly figureId: string;
      readonly grenade: 'smoke' | 'paint';
      readonly at: Point | Hex;
    }
  | { readonly type: 'charge'; readonly targetId: string; readonly figureIds: readonly string[] }
  | { readonly type: 'endActivation' }
  | { readonly type: 'endTurn' }
  | { readonly type: 'decide'; readonly decisionId: number; readonly choice: Choice }
  /** EN-REFEREE: the referee's hand, logged for both players (correction.ts). */
  | { readonly type: 'correct'; readonly correction: Correction };

export type ActionType = Action['type'];

/** Why an action was refused; the state is untouched. */
export interface Rejection {
  readonly ok: false;
  readonly reason: string;
  /** The rule that forbids it. */
  readonly rule: string;
}

export interface Applied {
  readonly ok: true;
  readonly state: GameState;
  /** The log lines this action added. */
  readonly events: readonly LogEntry[];
}

export type ApplyResult = Applied | Rejection;

export const reject = (rule: string, reason: string): Rejection => ({ ok: false, reason, rule });

export const isHex = (p: Point | Hex): p is Hex => 'q' in p;
