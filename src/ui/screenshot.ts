import { pictureSize, screenshotName, takePicture } from '../scene/capture';
import type { TableStore } from '../state/tableStore';
import { download } from './download';

const nextPaint = () =>
  new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())));

/** Saves a PNG of the table as the picture options say, named after the set-up and the time. */
export async function saveScreenshot(store: TableStore): Promise<string | null> {
  const { setup, notify, picture, setBusy, busy } = store.getState();
  if (busy !== null) return null;
  const size = pictureSize(picture.scale);
  try {
    if (picture.scale > 1 && size !== null) {
      setBusy(`Rendering a ${size.width} × ${size.height} picture…`);
      await nextPaint(); // let the progress show before the long render blocks the page
    }
    const suffix = picture.scale > 1 ? `-${picture.scale}x` : '';
    const name = screenshotName(setup.name, new Date(), suffix);
    download(name, await takePicture(picture));
    notify('info', `Saved ${name}`);
    return name;
  } catch (e) {
    notify('error', `The screenshot failed: ${(e as Error).message}`);
    return null;
  } finally {
    setBusy(null);
  }
}
