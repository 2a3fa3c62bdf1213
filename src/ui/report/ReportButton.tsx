import { lazy, Suspense, useState } from 'react';
import { UNKNOWN_SEED } from '../../state/play/netGame';
import { useTable } from '../../state/useTable';

const BattleReport = lazy(() => import('./BattleReport'));

/**
 * Opens the battle report of the game at the table, where its rules keep a luck ledger. A game
 * with secrets (a hidden real tile) is reported once it is over, when nothing is secret any more;
 * a network table's game once its seed is revealed at the end and the game replayed here from it.
 */
export function ReportButton({ over }: { over: boolean }) {
  const offered = useTable(
    (s) =>
      s.play !== null &&
      s.rules?.ledger !== undefined &&
      (s.net === null ? over || s.rules.publicLog === undefined : s.play.seed !== UNKNOWN_SEED) &&
      s.play.actions.length > 0,
  );
  const [open, setOpen] = useState(false);
  if (!offered) return null;
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        title="Every roll of the game against the odds before it, and each side's luck"
      >
        Battle report
      </button>
      {open && (
        <Suspense fallback={null}>
          <BattleReport close={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
