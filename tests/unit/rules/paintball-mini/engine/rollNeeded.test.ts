import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { analyseShot, newGame, rollNeeded } from '../../../../../src/rules/paintball-mini/engine';
import type { Setup } from '../../../../../src/rules/paintball-mini/setup';
import { parseSetup } from '../../../../../src/rules/paintball-mini/setup';
import { captureTheFlagMat } from '../../../../../src/rules/paintball-mini/setup/matScenarios';
import { showcase } from '../../../../../src/rules/paintball-mini/setup/showcase';
import { createSight } from '../../../../../src/rules/paintball-mini/sight';

// A badge asks only the roll one die needs (rollNeeded); a shot card asks analyseShot for the whole
// plan and its odds. The two must agree on every line: the badge is the card's first figure.

const opened = (file: string): Setup => {
  const read = parseSetup(readFileSync(file, 'utf8'));
  if (!read.ok) throw new Error(`${file} does not open`);
  return read.setup;
};

it('PM-RANGE / PM-ENTRENCHED / PM-IMPOTENT-HARD / PM-LOS-HILL: rollNeeded is the need analyseShot plans, aimed and unaimed, for every pair', () => {
  const tables: [string, Setup][] = [
    ['the showcase', showcase()],
    ['Capture the Flag on the mat', captureTheFlagMat()],
    ['the large bench table', opened('bench/ladder/large-hex.json')],
    ['the large open mat', opened('bench/ladder/large-hexless.json')],
  ];
  const needs: (number | null)[] = [];
  for (const [name, setup] of tables) {
    const g = newGame({ ...setup, options: { ...setup.options, experts: false, grenades: false } }, 1);
    const sight = createSight();
    const shooters = g.table.figures.filter((f) => f.role === 'paintballer' && f.status !== 'eliminated');
    for (const s of shooters)
      for (const t of shooters.filter((e) => e.team !== s.team))
        for (const aimed of [false, true]) {
          const a = analyseShot(g, sight, { figureId: s.id, shots: [{ targetId: t.id, dice: 1 }], aimed });
          const planned = a.ok ? a.plan.targets[0]!.need : null;
          const need = rollNeeded(g, sight, s.id, t.id, aimed);
          expect(need, `${name}: ${s.id} at ${t.id}${aimed ? ', aimed' : ''}`).toBe(planned);
          needs.push(need);
        }
  }
  // Lines with a shot and lines without, and more than two rolls: the agreement is not an empty one.
  expect(needs.filter((n) => n === null).length).toBeGreaterThan(0);
  expect(new Set(needs.filter((n) => n !== null)).size).toBeGreaterThan(2);
});
