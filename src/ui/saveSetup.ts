import { fileSlug, serialiseSetup } from '../table';
import type { TableStore } from '../state/tableStore';
import { download } from './download';

/** Downloads the table as a set-up file (docs/setup-format.md) named after it. */
export function saveSetupFile(store: TableStore): string {
  const { setup, notify } = store.getState();
  const name = `${fileSlug(setup.name)}.json`;
  download(name, new Blob([serialiseSetup(setup)], { type: 'application/json' }));
  notify('info', `Saved ${name}: open it again with Open… or by dropping it on the window.`);
  return name;
}
