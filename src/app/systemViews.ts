import type { AnySystemView } from '../scene/systemView';

// Each rule system's view, loaded with the first set-up that names it: the table and the shell open
// without any system's pieces or panels in their first download. The only place a view is named.
export const SYSTEM_VIEWS: Readonly<Record<string, () => Promise<AnySystemView>>> = {
  'paintball-mini': () => import('../rules/paintball-mini/view').then((m) => m.paintballMiniView),
};

const loading = new Map<string, Promise<AnySystemView>>();

/** The view of a set-up's system, loaded once; a system without one is refused, naming it and those we have. */
export function loadSystemView(system: string): Promise<AnySystemView> {
  let view = loading.get(system);
  if (view === undefined) {
    const load = SYSTEM_VIEWS[system];
    view =
      load === undefined
        ? Promise.reject(
            new Error(
              `No table view for the rule system “${system}”; there is one for ${Object.keys(SYSTEM_VIEWS).join(', ')}.`,
            ),
          )
        : load();
    loading.set(system, view);
  }
  return view;
}
