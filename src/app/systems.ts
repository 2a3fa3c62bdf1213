import type { GameRules } from '../state/tableStore';

// The rule systems this table plays, by the `system` a set-up file names. Each loads on first use,
// so the table opens without any rules; the store is handed the one a game needs (loadRules).
export const systems: Record<string, () => Promise<GameRules>> = {
  'paintball-mini': () => import('../rules/paintball-mini/view/state/played').then((m) => m.paintballTable),
};

/** The rules of a set-up's system, or a clear error naming a system this table does not have. */
export function loadRules(system: string): Promise<GameRules> {
  const load = systems[system];
  if (load === undefined) return Promise.reject(new Error(`this table does not play the “${system}” system`));
  return load();
}
