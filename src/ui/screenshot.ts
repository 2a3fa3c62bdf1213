import { pictureSize, screenshotName, takePicture } from '../scene/capture';
import type { TableStore } from '../state/tableStore';
import { download } from './download';

const nextPaint = () =>
  new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())));

/**
 * Saves a PNG of the table as the picture options say, named after the set-up and the time. A
 * larger picture shows its progress and can be cancelled; cancelled, nothing is saved.
 */
export async function saveScreenshot(store: TableStore): Promise<string | null> {
  const { setup, notify, picture, setBusy, busy } = store.getState();
  if (busy !== null) return null;
  const size = pictureSize(picture.scale);
  const large = picture.scale > 1 && size !== null;
  const stop = new AbortController();
  const cancel = () => stop.abort();
  const words = large ? `Rendering a ${size.width} × ${size.height} picture…` : '';
  try {
    if (large) {
      setBusy({ words, done: 0, cancel });
      await nextPaint(); // let the progress show before the first tile
    }
    const suffix = picture.scale > 1 ? `-${picture.scale}x` : '';
    const name = screenshotName(setup.name, new Date(), suffix);
    const png = await takePicture(picture, {
      signal: stop.signal,
      progress: (done) => {
        if (large) setBusy({ words, done, cancel });
      },
    });
    download(name, png);
    notify('info', `Saved ${name}`);
    return name;
  } catch (e) {
    if (stop.signal.aborted) notify('info', 'Screenshot cancelled: nothing was saved.');
    else notify('error', `The screenshot failed: ${(e as Error).message}`);
    return null;
  } finally {
    setBusy(null);
  }
}
