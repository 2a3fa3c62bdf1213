import type { StatusWords } from '../../../../scene/statusWords';
import { BAND_CM } from '../../board/rangeBands';
import type { FigureStatus, Setup } from '../../setup';
import { readTape } from '../../engine/tapeReading';

// PaintBall Mini's words for the status bar: how the table is measured (G-HEX, G-BAND) and the
// selected figure, its role and its status (PM-SENTRY, PM-IMPOTENT, PM-CHART) as a player says them.

const STATUS_WORDS: Readonly<Record<FigureStatus, string>> = {
  active: 'active',
  sentry: 'on sentry',
  impotent: 'impotent (suppressed)',
  'out-of-ammo': 'out of ammo (impotent until it reloads)',
  jammed: 'neutral: gun jammed',
  eliminated: 'eliminated',
};

export const statusWords: StatusWords<Setup> = {
  mode: (setup) =>
    setup.mode === 'hex'
      ? 'Hex grid: range counted in hexes'
      : `Tape measure: range in cm, bands of ${BAND_CM} cm`,
  piece: (setup, pieceId) => {
    const f = setup.figures.find((x) => x.id === pieceId);
    if (f === undefined) return null;
    const marshal = f.role === 'marshal' ? ' · Marshal' : '';
    const expert = f.expert ? ' · expert' : '';
    return `${f.name}${marshal}${expert} · ${STATUS_WORDS[f.status]}`;
  },
  tape: (setup, tape) => readTape(setup, tape).text,
};
