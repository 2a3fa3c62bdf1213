import type { Action } from '../../engine';

/**
 * What a click on a log line written by `action` shows: a volley's shooter and its first target
 * (its line of fire), suppressive fire's shooter and target; undefined for any other action, whose
 * line shows the figure it is about.
 */
export function lineAim(
  action: Action | undefined,
): { pieceId: string; targetId: string | null } | undefined {
  if (action?.type === 'shoot')
    return { pieceId: action.figureId, targetId: action.shots[0]?.targetId ?? null };
  if (action?.type === 'suppress') return { pieceId: action.figureId, targetId: action.targetId };
  return undefined;
}
