import type { ReactNode } from 'react';
import { useContext, useEffect, useRef, useState } from 'react';
import type { LedgerProgress } from '../../game/luck/replayLedger';
import { percent } from '../../game/luck/words';
import { fileSlug } from '../../table';
import { useTableStore } from '../../state/useTable';
import { SystemViewContext } from '../../scene/systemView';
import { download } from '../download';
import { ModalCard } from '../ModalCard';
import { useFocusTrap } from '../useFocusTrap';
import { LuckChart } from './LuckChart';
import type { ReportView } from './reportPage';
import { reportPage } from './reportPage';
import { useReport } from './useReport';
import { KeyMoments } from './KeyMoments';
import { useMomentPictures } from './useMomentPictures';
import './report.css';

// The battle report: the luck of every roll against the odds the engine gave before it (the luck
// ledger, src/game/luck), with a progress bar while it is worked out. It can be saved as one web
// page that opens anywhere offline, or printed: report.css prints the card alone.

/**
 * The report's card over the table: of the game in play (or replayed, or over), or of `record`, a
 * game kept under Recent games.
 */
export default function BattleReport({ close, record }: { close: () => void; record?: unknown }) {
  const store = useTableStore();
  const reading = useReport(store, record ?? null);
  // The table's view draws the pictures; a report opened before it has loaded has none.
  const systemView = useContext(SystemViewContext);
  const moments = useMomentPictures(store, systemView, reading.kind === 'ready' ? reading : null);
  // What is saved or printed has the pictures drawn so far.
  const pictures = moments.reading?.pictures ?? [];
  const card = useRef<HTMLDivElement>(null);
  const closer = useRef<HTMLButtonElement>(null);
  useFocusTrap(card, true);
  useEffect(() => closer.current?.focus(), []);
  // A report with no roll yet says so and nothing else: there is nothing to save or print.
  const kept = reading.kind === 'ready' && reading.view.ledger.rolls.length > 0;
  return (
    <div className="report-sheet">
      <ModalCard card={card} role="dialog" label="Battle report" testId="battle-report" close={close}>
        <h3>Battle report: the luck of the dice</h3>
        {reading.kind === 'working' && <Working progress={reading.progress} />}
        {reading.kind === 'refused' && <p role="alert">No report for this game: {reading.reason}.</p>}
        {reading.kind === 'ready' && (
          <Report view={reading.view}>
            {moments.reading !== null && (
              <KeyMoments reading={moments.reading} took={moments.took} failed={moments.failed} />
            )}
          </Report>
        )}
        <div className="row">
          {kept && (
            <button
              type="button"
              onClick={() =>
                download(
                  `${fileSlug(reading.view.table)}-battle-report.html`,
                  new Blob([reportPage(reading.view, new Date(), pictures)], { type: 'text/html' }),
                )
              }
              title="One file with the whole report, to open on any phone or computer, offline"
            >
              Save as a web page
            </button>
          )}
          {kept && (
            <button
              type="button"
              onClick={() => window.print()}
              title="Print the report alone, or save it as a PDF from the print dialog"
            >
              Print
            </button>
          )}
          <button type="button" ref={closer} onClick={close}>
            Close
          </button>
        </div>
      </ModalCard>
    </div>
  );
}

function Working({ progress }: { progress: LedgerProgress | null }) {
  const share = progress === null || progress.of === 0 ? 0 : progress.done / progress.of;
  const words = progress?.stage === 'odds' ? 'Weighing each roll' : 'Replaying the game';
  return (
    <p role="status" className="report-working">
      {words}… <progress max={1} value={share} aria-label={`${words}: ${Math.round(share * 100)} %`} />
    </p>
  );
}

function Report({ view, children }: { view: ReportView; children: ReactNode }) {
  const { ledger } = view;
  // Every roll is folded away on screen and open on paper: printing opens it first.
  const [allRolls, setAllRolls] = useState(false);
  useEffect(() => {
    const open = () => setAllRolls(true);
    window.addEventListener('beforeprint', open);
    return () => window.removeEventListener('beforeprint', open);
  }, []);
  if (ledger.rolls.length === 0)
    return (
      <p className="report-empty">
        No die has been rolled against odds yet: the report fills in as shots and attacks are made, and can be
        saved or printed from the first roll.
      </p>
    );
  return (
    <div className="battle-report">
      <p className="muted report-about">
        {view.table} · {view.system} · {view.actions} actions
      </p>
      <ul className="report-sides">
        {ledger.sides.map((s) => (
          <li key={s.side}>{s.words}</li>
        ))}
      </ul>
      <LuckChart shape={view.shape} />
      {ledger.swings.length > 0 && (
        <>
          <h4>The biggest swings</h4>
          <ol className="report-swings">
            {ledger.swings.map((w) => (
              <li key={w.roll}>{w.words}</li>
            ))}
          </ol>
        </>
      )}
      {children}
      <details open={allRolls} onToggle={(e) => setAllRolls(e.currentTarget.open)}>
        <summary>Every roll ({ledger.rolls.length})</summary>
        <table className="report-rolls">
          <thead>
            <tr>
              <th scope="col">Action</th>
              <th scope="col">Roll</th>
              <th scope="col">Expected</th>
              <th scope="col">Fell</th>
              <th scope="col">Chance</th>
            </tr>
          </thead>
          <tbody>
            {ledger.rolls.map((r, i) => (
              <tr key={i} data-testid="report-roll">
                <td>{r.action + 1}</td>
                <td>
                  {r.what} <span className="muted">({r.rule})</span>
                </td>
                <td>
                  {r.expected.toFixed(2)} {r.counts.many}
                </td>
                <td>{r.outcome}</td>
                <td>{percent(r.chance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
