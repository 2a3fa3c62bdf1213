import { describe, expect, it } from 'vitest';
import { loadRules, loadSystemView } from '../../../src/app/systems';
import { paintballTable } from '../../../src/rules/paintball-mini/view/state/played';

// The app loads the view of the set-up's system: once per system, and a system with no view is
// refused with its name and the systems that have one.

describe('the system views the app loads', () => {
  it("loads PaintBall Mini's view for its set-ups, once", async () => {
    const view = await loadSystemView('paintball-mini');
    expect(view.system).toBe('paintball-mini');
    expect(await loadSystemView('paintball-mini')).toBe(view);
  });

  it("loads HexPrint's view for its set-ups", async () => {
    const view = await loadSystemView('hexprint');
    expect(view.system).toBe('hexprint');
  });

  it('refuses a system with no view, naming it and the systems that have one', async () => {
    await expect(loadSystemView('chess')).rejects.toThrow(
      'No table view for the rule system “chess”; there is one for PaintBall Mini, Hex Battle Wars, HexPrint.',
    );
  });
});

describe('the rules the app loads', () => {
  it('the app’s registry loads PaintBall Mini and names a system it does not have', async () => {
    await expect(loadRules('paintball-mini')).resolves.toBe(paintballTable);
    await expect(loadRules('chess')).rejects.toThrow('this table does not play the “chess” system');
  });
});
