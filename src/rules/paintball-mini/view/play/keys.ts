import type { Point } from '../../../../geometry';
import { loadOnce } from '../../../../scene/loadOnce';
import type { TableKeys } from '../../../../scene/systemView';
import type { Figure } from '../../setup';
import { pickFigure } from '../state/pickFigure';
import type { TableStore } from '../state/store';

// PaintBall Mini at the keyboard (the kit's src/scene/keys): the figures of the side to act, its
// paintballers before its Marshal, and the enemy paintballers the selected one may shoot at,
// nearest first. A key's pick and click are a mouse's (pickFigure, clickTable).

const clicks = loadOnce(() => import('./clickTable'));

const figuresOf = (store: TableStore): readonly Figure[] => store.getState().play?.game.table.figures ?? [];
const inPlay = (f: Figure) => f.status !== 'eliminated';
const gap = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

export const paintballKeys: TableKeys = {
  own: (shared) => {
    const store = shared as unknown as TableStore;
    const active = store.getState().play?.game.active ?? null;
    const own = figuresOf(store).filter((f) => inPlay(f) && f.team === active);
    return [
      ...own.filter((f) => f.role === 'paintballer'),
      ...own.filter((f) => f.role !== 'paintballer'),
    ].map((f) => f.id);
  },
  targets: (shared) => {
    const store = shared as unknown as TableStore;
    const figures = figuresOf(store);
    const shooter = figures.find((f) => f.id === store.getState().selectedId);
    if (shooter === undefined || shooter.role !== 'paintballer') return [];
    return figures
      .filter((f) => inPlay(f) && f.role === 'paintballer' && f.team !== shooter.team)
      .sort((a, b) => gap(a.at, shooter.at) - gap(b.at, shooter.at))
      .map((f) => f.id);
  },
  pick: (shared, id) => pickFigure(shared as unknown as TableStore, id),
  click: (shared, at) => {
    const store = shared as unknown as TableStore;
    const table = store.getState().play?.game.table;
    if (table !== undefined) clicks.run((m) => m.clickTable(store, table, at));
  },
};
