import type { GameRules } from '../state/tableStore';
import type { AnySystemView } from '../scene/systemView';
import type { SetupKind, SetupKinds } from '../table';
import { paintballSetup } from '../rules/paintball-mini/setup/load';
import { hexBattleWarsSetup } from '../rules/hex-battle-wars/setup/load';
import { hexPrintSetup } from '../rules/hexprint/setup/load';

// The one registry of the rule systems this table hosts, by the id a set-up names in `system`: the
// only shared file that names them. Each entry is the system's set-up kind (light: a schema and its
// checks, needed at once to read any file, link or kept table), its rules and its view, which load
// on first use so the table opens without any system's engine, pieces or panels.

interface HostedSystem {
  readonly setup: SetupKind;
  readonly rules: () => Promise<GameRules>;
  readonly view: () => Promise<AnySystemView>;
}

const SYSTEMS: Readonly<Record<string, HostedSystem>> = {
  'paintball-mini': {
    setup: paintballSetup as unknown as SetupKind,
    rules: () =>
      import('../rules/paintball-mini/view/state/played').then(
        (m) => m.paintballTable as unknown as GameRules,
      ),
    view: () => import('../rules/paintball-mini/view').then((m) => m.paintballMiniView),
  },
  'hex-battle-wars': {
    setup: hexBattleWarsSetup as unknown as SetupKind,
    rules: () =>
      import('../rules/hex-battle-wars/view/state/played').then((m) => m.battleTable as unknown as GameRules),
    view: () => import('../rules/hex-battle-wars/view').then((m) => m.hexBattleWarsView),
  },
  hexprint: {
    setup: hexPrintSetup as unknown as SetupKind,
    rules: () =>
      import('../rules/hexprint/view/state/played').then((m) => m.hexPrintTable as unknown as GameRules),
    view: () => import('../rules/hexprint/view').then((m) => m.hexPrintView),
  },
};

/** The set-up kinds of every hosted system: the shared loader, share links and saved files read with them. */
export const SETUP_KINDS: SetupKinds = Object.fromEntries(
  Object.entries(SYSTEMS).map(([id, s]) => [id, s.setup]),
);

const hosted = () =>
  Object.values(SYSTEMS)
    .map((s) => s.setup.name)
    .join(', ');

/** The rules of a set-up's system, or a clear error naming a system this table does not have. */
export function loadRules(system: string): Promise<GameRules> {
  const entry = SYSTEMS[system];
  if (entry === undefined)
    return Promise.reject(new Error(`this table does not play the “${system}” system; it plays ${hosted()}`));
  return entry.rules();
}

const views = new Map<string, Promise<AnySystemView>>();

/** The view of a set-up's system, loaded once; a system without one is refused, naming it and those we have. */
export function loadSystemView(system: string): Promise<AnySystemView> {
  let view = views.get(system);
  if (view === undefined) {
    const entry = SYSTEMS[system];
    view =
      entry === undefined
        ? Promise.reject(
            new Error(`No table view for the rule system “${system}”; there is one for ${hosted()}.`),
          )
        : entry.view();
    views.set(system, view);
  }
  return view;
}
