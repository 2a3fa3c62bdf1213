import { captureTable, screenshotName } from '../scene/capture';
import type { TableStore } from '../state/tableStore';
import { download } from './download';

/** Saves the current view as a PNG named after the set-up and the time. */
export function saveScreenshot(store: TableStore): string | null {
  const { setup, notify } = store.getState();
  try {
    const name = screenshotName(setup.name, new Date());
    download(name, captureTable());
    notify('info', `Saved ${name}`);
    return name;
  } catch (e) {
    notify('error', `The screenshot failed: ${(e as Error).message}`);
    return null;
  }
}
