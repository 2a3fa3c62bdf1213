import { describe, expect, it } from 'vitest';
import { statusWords } from '../../../../../../src/rules/paintball-mini/view/panels/statusWords';
import { readTape } from '../../../../../../src/rules/paintball-mini/engine/tapeReading';
import { captureTheFlag } from '../../../../../../src/rules/paintball-mini/setup';
import type { Setup } from '../../../../../../src/rules/paintball-mini/setup';

// The status bar's words come from PaintBall Mini: how the table is measured and the selected figure.

const withFigure = (id: string, change: Partial<Setup['figures'][number]>): Setup => {
  const t = captureTheFlag();
  return { ...t, figures: t.figures.map((f) => (f.id === id ? { ...f, ...change } : f)) };
};

describe('status bar words', () => {
  it('G-HEX / G-BAND: the mode line says how range is measured', () => {
    expect(statusWords.mode(captureTheFlag())).toBe('Hex grid: range counted in hexes');
    expect(statusWords.mode({ ...captureTheFlag(), mode: 'hexless' })).toBe(
      'Tape measure: range in cm, bands of 10 cm',
    );
  });

  it('PM-SENTRY / PM-IMPOTENT: the selected figure, its role and status in a player’s words', () => {
    const t = captureTheFlag();
    const blue = t.figures.find((f) => f.team === 'blue' && f.role === 'paintballer')!;
    const marshal = t.figures.find((f) => f.role === 'marshal')!;
    expect(statusWords.piece(t, blue.id)).toBe(`${blue.name} · active`);
    expect(statusWords.piece(withFigure(blue.id, { expert: true, status: 'sentry' }), blue.id)).toBe(
      `${blue.name} · expert · on sentry`,
    );
    expect(statusWords.piece(withFigure(blue.id, { status: 'out-of-ammo' }), blue.id)).toBe(
      `${blue.name} · out of ammo (impotent until it reloads)`,
    );
    expect(statusWords.piece(t, marshal.id)).toBe(`${marshal.name} · Marshal · active`);
    expect(statusWords.piece(t, 'nobody')).toBeNull();
  });

  it('G-BAND / PM-RANGE: the tape reads as the engine reads it', () => {
    const hexless = { ...captureTheFlag(), mode: 'hexless' as const };
    const tape = { from: { x: 0, y: 0 }, to: { x: 25, y: 0 } };
    expect(statusWords.tape(hexless, tape)).toBe(readTape(hexless, tape).text);
    expect(statusWords.tape(hexless, tape)).toBe('25.0 cm · range 3 · hits on 4+ (aimed 3+)');
  });
});
