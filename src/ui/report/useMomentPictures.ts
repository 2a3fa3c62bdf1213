import { useEffect, useMemo, useState } from 'react';
import type { KeyMoment } from '../../game/luck/moments';
import { keyMoments } from '../../game/luck/moments';
import type { AnySystemView } from '../../scene/systemView';
import { momentGameSteps, momentTable } from '../../state/momentTable';
import type { GameRules, TableStore } from '../../state/tableStore';
import type { ReportView } from './reportPage';

// The key moments of a reported game in pictures, one at a time: each moment's table is replayed
// into a store of its own (state/momentTable.ts) and drawn off screen by the MomentCanvas, which
// hands its picture back; then the next. One picture is one frame, so the page stays responsive
// between them. The player's table is never touched.

/** Work done in one go before the page gets its turn, as the ledger's. */
const SLICE_MS = 12;

type Played = NonNullable<ReturnType<TableStore['getState']>['play']>;

/** The report's moments replayed: the games at each, or why not. */
type Replaying = { readonly ready: unknown } & (
  | { readonly ok: true; readonly rules: GameRules; readonly games: Map<number, Played> }
  | { readonly ok: false; readonly reason: string }
);

/** A picture of a key moment, with its words. */
export interface MomentPicture {
  readonly title: string;
  /** A data URL: the card and the saved page show it with no request made. */
  readonly src: string;
  /** Which moment, who shot at whom, the odds: the picture in words. */
  readonly alt: string;
}

/** The picture being drawn: its moment's table, for the MomentCanvas. */
export interface Drawing {
  readonly moment: number;
  readonly store: TableStore;
}

export type MomentsReading =
  | {
      readonly kind: 'drawing';
      readonly pictures: readonly MomentPicture[];
      readonly of: number;
      readonly drawing: Drawing;
    }
  | { readonly kind: 'drawn'; readonly pictures: readonly MomentPicture[] }
  | { readonly kind: 'failed'; readonly pictures: readonly MomentPicture[]; readonly reason: string };

/**
 * The pictures of `view`'s key moments, read from `record` by the player's table's rules and drawn
 * by `systemView`; `took` is handed to the MomentCanvas, `failed` hears why a picture could not be made.
 */
export function useMomentPictures(
  store: TableStore,
  systemView: AnySystemView | null,
  ready: { readonly view: ReportView; readonly record: unknown } | null,
): { reading: MomentsReading | null; took: (src: string) => void; failed: (reason: string) => void } {
  const moments = useMemo<readonly KeyMoment[]>(
    () =>
      ready === null || ready.view.ledger.rolls.length === 0
        ? []
        : keyMoments(ready.view.ledger, ready.view.actions),
    [ready],
  );
  // A game of another system (reported from Recent games) is drawn only by its own system's table.
  const foreign = useMemo(() => {
    const system = (ready?.record as { initial?: { system?: unknown } } | undefined)?.initial?.system;
    return ready === null || typeof system !== 'string' || system === store.getState().setup.system
      ? null
      : `they are drawn at a ${ready.view.system} table: open one and report the game from Recent games there`;
  }, [ready, store]);
  const [games, setGames] = useState<Replaying | null>(null);
  useEffect(() => {
    const rules = store.getState().rules;
    if (ready === null || moments.length === 0 || rules === null || systemView === null) return;
    if (foreign !== null) return;
    let gone = false;
    // The record replayed a few milliseconds at a time, as the ledger was: a long game never freezes the page.
    const work = async (): Promise<Replaying> => {
      const steps = momentGameSteps(
        rules,
        ready.record,
        moments.map((m) => m.after),
      );
      for (;;) {
        const start = performance.now();
        let next = steps.next();
        while (next.done !== true && performance.now() - start < SLICE_MS) next = steps.next();
        if (next.done === true) return { ready, ok: true, rules, games: next.value };
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (gone) throw new Error('gone');
      }
    };
    work().then(
      (done) => {
        if (!gone) setGames(done);
      },
      (e: unknown) => {
        if (!gone) setGames({ ready, ok: false, reason: e instanceof Error ? e.message : String(e) });
      },
    );
    return () => {
      gone = true;
    };
  }, [store, ready, moments, systemView, foreign]);
  // What was drawn, and what went wrong, for the games they were drawn from: another report starts afresh.
  const [drawn, setDrawn] = useState<{
    readonly of: typeof games;
    readonly pictures: readonly MomentPicture[];
    readonly problem: string | null;
  }>({ of: null, pictures: [], problem: null });
  // The games of an earlier report are not this one's.
  const current = games !== null && games.ready === ready ? games : null;
  const pictures = drawn.of === current ? drawn.pictures : [];
  const problem = drawn.of === current ? drawn.problem : null;
  const next = pictures.length;
  const drawing = useMemo<Drawing | null>(() => {
    if (current === null || !current.ok || problem !== null || next >= moments.length) return null;
    const moment = moments[next]!;
    const played = current.games.get(moment.after);
    if (played === undefined) return null;
    const action =
      moment.action === null ? undefined : (ready?.record as { actions: unknown[] }).actions[moment.action];
    const aim = action === undefined ? undefined : systemView?.play.shotAim(played.game, action);
    return { moment: next, store: momentTable(current.rules, played, aim) };
  }, [current, problem, next, moments, ready, systemView]);
  const took = (src: string) => {
    const moment = moments[pictures.length];
    if (moment !== undefined)
      setDrawn({
        of: current,
        pictures: [...pictures, { title: moment.title, src, alt: moment.words }],
        problem,
      });
  };
  const failed = (reason: string) => setDrawn({ of: current, pictures, problem: reason });
  let reading: MomentsReading | null = null;
  if (foreign !== null && moments.length > 0) reading = { kind: 'failed', pictures: [], reason: foreign };
  else if (current !== null && !current.ok)
    reading = { kind: 'failed', pictures: [], reason: current.reason };
  else if (problem !== null) reading = { kind: 'failed', pictures, reason: problem };
  else if (drawing !== null) reading = { kind: 'drawing', pictures, of: moments.length, drawing };
  else if (current !== null) reading = { kind: 'drawn', pictures };
  return { reading, took, failed };
}
