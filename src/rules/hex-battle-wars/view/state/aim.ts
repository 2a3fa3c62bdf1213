import { useMemo } from 'react';
import type { Hex } from '../../../../geometry';
import { hexKey } from '../../../../geometry';
import type { BattleState } from '../../engine';
import { isTileId } from '../../engine/gameState';
import type { SightLine } from '../../sight/tableSight';
import { seatOfPiece } from './pickPiece';
import { battleSight } from './sight';
import { useShownGame, useTable } from './store';

/** A character's aim at another player's piece (HB-LOS): the 3D line, and the obstacle in its way. */
export interface Aim {
  readonly seat: string;
  readonly targetId: string;
  /** Where the character stands. */
  readonly from: Hex;
  readonly line: SightLine;
  /** The level of the obstacle in the way (1 to 3), 0 when the line is clear. */
  readonly blockerLevel: number;
}

function placeOf(game: BattleState, id: string): Hex | null {
  return (
    game.characters.find((c) => c.seat === id && !c.dead)?.at ??
    game.tiles.find((t) => t.id === id)?.at ??
    null
  );
}

/** The aim of `seat`'s character at piece `targetId`, or null when either is not on the board. */
export function aimOf(game: BattleState, seat: string, targetId: string): Aim | null {
  if (seatOfPiece(targetId) === seat) return null;
  const from = placeOf(game, seat);
  const to = placeOf(game, targetId);
  if (from === null || to === null) return null;
  const line = battleSight.line(game.table, from, to, isTileId(targetId));
  const blockerLevel = line.blocker === null ? 0 : (game.table.levels[hexKey(line.blocker)] ?? 0);
  return { seat, targetId, from, line, blockerLevel };
}

/** The aim of the picked character at its target, while a game is shown; null otherwise. */
export function useAimedLine(): Aim | null {
  const played = useShownGame();
  const selectedId = useTable((s) => s.selectedId);
  const targetId = useTable((s) => s.targetId);
  return useMemo(() => {
    if (played === null || selectedId === null || targetId === null) return null;
    if (selectedId.startsWith('tile:') || played.game.phase !== 'play') return null;
    return aimOf(played.game, selectedId, targetId);
  }, [played, selectedId, targetId]);
}
