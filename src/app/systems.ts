import type { GameRules } from '../state/tableStore';
import { paintballSetup } from '../rules/paintball-mini/setup';
import type { SetupKinds } from '../table';
import type { Setup } from '../rules/paintball-mini/setup';

// The rule systems whose set-ups this app reads, by the id a set-up names in `system`: the shared
// loader, share links and saved files take this registry, so nothing below app names a system.
// Only the set-up side is here: it is light (a schema and its checks) and the table needs it at
// once, while a system's engine and views load lazily when a game or a panel needs them.
export const SETUP_KINDS: SetupKinds<Setup> = { 'paintball-mini': paintballSetup };

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
