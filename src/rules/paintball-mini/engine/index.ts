// The PaintBall Mini rules engine: pure TypeScript, no browser. Load a set-up, start a game with a
// seed, list legal actions, apply actions, answer decisions, analyse a shot, read the log.
// See docs/engine.md.

export type { Action, ActionType, ApplyResult, Applied, Rejection, Shot } from './actions';
export type {
  Decision,
  Choice,
  AllocateHits,
  ChooseOrder,
  PlaceGrenade,
  NegateDie,
  ChooseCasualty,
  ChooseExpert,
  AssignGrenade,
  StartAsk,
  SentryShot,
} from './decisions';
export type { GameState, FigureRun, Jam, Shootout, ChargeRun, MoveRun, Phase, Team } from './gameState';
export type { DieOutcome, LogEntry, LogRefs } from '../../../game/log';
export type { Correction } from './correction';
export type { Env } from './apply';
export type { Sight, LineFacts, MarshalDistance, Obstruction, Blocked, Table } from './facts';
export type { Fate } from './fate';
export type { NewGameOptions } from './game';
export type { VolleyOdds, TargetOdds } from './odds';
export type { ShotAnalysis } from './analyse';
export type { TargetChances } from './volleyChances';

export { apply } from './apply';
export { isTakeBack, takeBack, STATUS_WORDS } from './correction';
export { newGame } from './game';
export { legalActions, isLegal } from './legal';
export { logLines } from '../../../game/log';
export { flatSight } from './flatSight';
export { volleyOdds } from './oddsMemo';
export { analyseShot, rollNeeded } from './analyse';
export { volleyChances } from './volleyChances';
export { sentryShotChances } from './sentryOdds';
export type { ShotQuery } from './analyse';
export { simulateVolley } from './simulate';
export { autoDecide, autoAction, playOut } from './autoPlayer';
export { fateWords } from './fate';
export { droppedMove } from './walk';
export { splatsLeft } from './splat';
export { ACTION_TYPES } from './actionShape';
export { oneTargetHex } from './shoot';
export { GRENADE_REACH_CM, GRENADE_REACH_HEXES, grenadeReach } from './grenade';
export { apOf } from './game';
export { CM_A_TURN, CM_PER_AP, HEXES_A_TURN, moveReaches, stepsAlong } from './reach';
export { loadSetup, startGame, decide, readLog } from './headless';
export { pieceName, placeWords } from './pieceWords';
