import type { Logged } from '../game/playedGame';
import type { TableRules } from '../state/play/tableRules';
import type { GameRules, TableSetup } from '../state/tableStore';
import type { AnySystemView, SystemView } from '../scene/systemView';
import type { SetupKind, SetupKinds } from '../table';
import { paintballSetup } from '../rules/paintball-mini/setup/load';
import { hexBattleWarsSetup } from '../rules/hex-battle-wars/setup/load';
import { hexPrintSetup } from '../rules/hexprint/setup/load';

// The one registry of the rule systems this table hosts: the only shared file that names them. Each
// entry is the system's set-up kind (light: its id, a schema and its checks, needed at once to read
// any file, link or kept table), its rules and its view, which load on first use so the table opens
// without any system's engine, pieces or panels.

interface HostedSystem {
  readonly setup: SetupKind;
  readonly rules: () => Promise<GameRules>;
  readonly view: () => Promise<AnySystemView>;
}

/**
 * One system, in its own types: its set-up kind, rules and view must agree on its set-up and its
 * game state, and the table then holds them as any system's.
 */
const hosted = <T extends TableSetup, S extends Logged, A, M, P extends { readonly piece: string }>(system: {
  readonly setup: SetupKind<T>;
  readonly rules: () => Promise<TableRules<T, S, A, M>>;
  readonly view: () => Promise<SystemView<T, S, P>>;
}): HostedSystem => system;

const SYSTEMS: readonly HostedSystem[] = [
  hosted({
    setup: paintballSetup,
    rules: () => import('../rules/paintball-mini/view/state/played').then((m) => m.paintballTable),
    view: () => import('../rules/paintball-mini/view').then((m) => m.paintballMiniView),
  }),
  hosted({
    setup: hexBattleWarsSetup,
    rules: () => import('../rules/hex-battle-wars/view/state/played').then((m) => m.battleTable),
    view: () => import('../rules/hex-battle-wars/view').then((m) => m.hexBattleWarsView),
  }),
  hosted({
    setup: hexPrintSetup,
    rules: () => import('../rules/hexprint/view/state/played').then((m) => m.hexPrintTable),
    view: () => import('../rules/hexprint/view').then((m) => m.hexPrintView),
  }),
];

/** The set-up kinds of every hosted system by id: the shared loader, share links and saved files read with them. */
export const SETUP_KINDS: SetupKinds = Object.fromEntries(SYSTEMS.map((s) => [s.setup.id, s.setup]));

const hostedFor = (system: string) => SYSTEMS.find((s) => s.setup.id === system);

const hostedNames = () => SYSTEMS.map((s) => s.setup.name).join(', ');

/** The rules of a set-up's system, or a clear error naming a system this table does not have. */
export function loadRules(system: string): Promise<GameRules> {
  const entry = hostedFor(system);
  if (entry === undefined)
    return Promise.reject(
      new Error(`this table does not play the “${system}” system; it plays ${hostedNames()}`),
    );
  return entry.rules();
}

const views = new Map<string, Promise<AnySystemView>>();

/** The view of a set-up's system, loaded once; a system without one is refused, naming it and those we have. */
export function loadSystemView(system: string): Promise<AnySystemView> {
  let view = views.get(system);
  if (view === undefined) {
    const entry = hostedFor(system);
    view =
      entry === undefined
        ? Promise.reject(
            new Error(`No table view for the rule system “${system}”; there is one for ${hostedNames()}.`),
          )
        : entry.view();
    views.set(system, view);
  }
  return view;
}
