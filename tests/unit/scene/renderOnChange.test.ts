import { describe, expect, it } from 'vitest';
import { showsOnCanvas } from '../../../src/scene/RenderOnChange';
import { createToyStore } from '../../fixtures/toy/store';

// The canvas renders on demand: every change of the table's state asks for a frame, except the
// page's own (a notice, the picture's choices, a long job's words), which no frame draws.
function changes(act: (store: ReturnType<typeof createToyStore>) => void): boolean[] {
  const store = createToyStore();
  const seen: boolean[] = [];
  store.subscribe((state, before) => seen.push(showsOnCanvas(state, before)));
  act(store);
  return seen;
}

describe('render on change', () => {
  it('a notice coming and fading asks for no frame', () => {
    expect(
      changes((s) => {
        s.getState().notify('info', 'Opened the table from its link');
        s.getState().dismissNotice();
        s.getState().notify('error', 'Not moved');
      }),
    ).toEqual([false, false, false]);
  });

  it("the picture's choices and a long job's words ask for no frame", () => {
    expect(
      changes((s) => {
        s.getState().choosePicture({ scale: 2 });
        s.getState().setBusy({ words: 'Rendering the picture', done: 0.5, cancel: null });
        s.getState().setBusy(null);
      }),
    ).toEqual([false, false, false]);
  });

  it('the pointer over a piece with nothing selected asks for no frame: a hover shows only a selected figure’s line', () => {
    expect(
      changes((s) => {
        s.getState().hover('blue-1');
        s.getState().hover(null);
      }),
    ).toEqual([false, false]);
  });

  it('what the table shows asks for a frame: a hovered enemy of the selected figure, the threat view, the tape', () => {
    expect(
      changes((s) => {
        s.getState().select('red-1');
        s.getState().hover('blue-1');
        s.getState().setThreatTeam('red');
        s.getState().layTape({ from: { x: 0, y: 0 }, to: { x: 10, y: 0 } });
      }),
    ).toEqual([true, true, true, true]);
  });

  it('a change of a shown key with a notice in the same step still asks for a frame', () => {
    expect(changes((s) => s.setState({ notice: null, threatTeam: 'red' }))).toEqual([true]);
  });
});
