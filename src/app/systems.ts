import { paintballSetup } from '../rules/paintball-mini/setup';
import type { SetupKinds } from '../table';
import type { Setup } from '../rules/paintball-mini/setup';

// The rule systems whose set-ups this app reads, by the id a set-up names in `system`: the shared
// loader, share links and saved files take this registry, so nothing below app names a system.
// Only the set-up side is here: it is light (a schema and its checks) and the table needs it at
// once, while a system's engine and views load lazily when a game or a panel needs them.
export const SETUP_KINDS: SetupKinds<Setup> = { 'paintball-mini': paintballSetup };
