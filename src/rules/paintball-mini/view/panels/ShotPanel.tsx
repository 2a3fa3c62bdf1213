import { useMemo } from 'react';
import { SideCard } from '../../../../ui/SideCard';
import { useCoarsePointer } from '../../../../ui/coarsePointer';
import type { ShotCall } from '../state/shotCall';
import { WIPED, shotCall, shotWaits } from '../state/shotCall';
import { useShownTable } from '../state/store';
import { useDrawings } from '../sight/drawnOnPage';
import { useAnswers } from '../sight/pendingOnPage';
import { useTable, useTableStore } from '../state/store';
import { lookFromShooter } from './shooterEye';
import { shotFacts, shotWords } from './shotWords';

const pct = (p: number) => `${(p * 100).toFixed(1)}%`;
const wipedShare = (outcomes: readonly { readonly text: string; readonly p: number }[]) =>
  outcomes.find((x) => x.text === WIPED)?.p ?? 0;

function Need({ label, call }: { label: string; call: ShotCall['unaimed'] }) {
  return (
    <div className="need">
      <span className="need-label">{label}</span>
      {'need' in call ? <strong>{call.need}+</strong> : <span className="why">{call.why}</span>}
    </div>
  );
}

/**
 * A selected figure's card: the shot at its target explained (`ShotCard`), or, with no target yet,
 * what its badges mean and how to check a shot.
 */
export default function SightPanel() {
  const setup = useShownTable();
  const selectedId = useTable((s) => s.selectedId);
  const targetId = useTable((s) => s.targetId);
  const shooter = setup.figures.find((f) => f.id === selectedId);
  if (shooter === undefined) return null;
  if (targetId === null) return <Hint name={shooter.name} marshal={shooter.role === 'marshal'} />;
  return (
    <ShotCard
      shooterId={shooter.id}
      shooterName={shooter.name}
      marshal={shooter.role === 'marshal'}
      targetId={targetId}
    />
  );
}

/**
 * The card with no target: it shows no line, so it is not drawn again as the sight worker's
 * drawings and answers come in after a select (the shot card below waits on them).
 */
function Hint({ name, marshal }: { name: string; marshal: boolean }) {
  const finger = useCoarsePointer();
  return (
    <SideCard label={name} testId="sight-panel">
      <h2>{name}</h2>
      <p className="muted">
        {marshal
          ? 'Marshals do not shoot.'
          : finger
            ? 'Each enemy shows the roll one unaimed die needs. Tap an enemy to check the shot; hold a finger on one to preview its line.'
            : 'Each enemy shows the roll one unaimed die needs. Click an enemy to check the shot; hover one to preview its line.'}
      </p>
    </SideCard>
  );
}

/**
 * The shot explained: what decides it (the base-to-base line), range, the roll needed, the target's
 * own cover, what is in the way, smoke, the share the goggles see, exact odds, or why not.
 */
function ShotCard({
  shooterId,
  shooterName,
  marshal,
  targetId,
}: {
  shooterId: string;
  shooterName: string;
  marshal: boolean;
  targetId: string;
}) {
  const store = useTableStore();
  const setup = useShownTable();
  const eyeView = useTable((s) => s.eyeView);
  // The drawn line and the share seen come from the sight worker a frame or so after a click.
  const drawings = useDrawings();
  // So do the line's facts after a change (the rolls, the odds, why there is no shot): until then
  // the card says they are being measured rather than measure them here.
  const answers = useAnswers();
  const call = useMemo(
    () =>
      shotWaits(setup, shooterId, targetId) ? ('measuring' as const) : shotCall(setup, shooterId, targetId),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setup, shooterId, targetId, drawings, answers],
  );
  // No shot to explain (the target is out of the game): the card says what it says with no target.
  if (call === null) return <Hint name={shooterName} marshal={marshal} />;
  if (call === 'measuring') {
    const target = setup.figures.find((f) => f.id === targetId);
    return (
      <SideCard label={`${shooterName}'s shot at ${target?.name ?? 'the target'}`} testId="sight-panel">
        <header>
          <h2>
            {shooterName} → {target?.name}
          </h2>
          <button
            type="button"
            aria-label="Close the shot"
            onClick={() => store.getState().select(shooterId)}
          >
            ×
          </button>
        </header>
        <p className="verdict muted" data-testid="sight-verdict" aria-busy="true">
          Measuring the line…
        </p>
      </SideCard>
    );
  }
  const words = shotWords(shotFacts(call));
  return (
    <SideCard label={`${call.shooter.name}'s shot at ${call.target.name}`} testId="sight-panel">
      <header>
        <h2>
          {call.shooter.name} → {call.target.name}
        </h2>
        <button type="button" aria-label="Close the shot" onClick={() => store.getState().select(shooterId)}>
          ×
        </button>
      </header>
      <p
        className={`verdict ${call.noShot !== null ? 'blocked' : call.inTheWay.length > 0 ? 'way' : 'clear'}`}
        data-testid="sight-verdict"
      >
        {words.verdict}
        {call.noShot !== null && <span className="rule"> {call.noShot.rule}</span>}
      </p>
      <dl>
        <dt>Range</dt>
        <dd data-testid="sight-range">{call.rangeText}</dd>
        <dt>To hit</dt>
        <dd className="needs" data-testid="sight-needs">
          {call.noShot !== null ? (
            '—'
          ) : (
            <>
              <Need label="unaimed" call={call.unaimed} />
              <Need label="aimed" call={call.aimed} />
            </>
          )}
        </dd>
        <dt>Line</dt>
        <dd data-testid="sight-line">{words.line}</dd>
        <dt>Target stands</dt>
        <dd data-testid="sight-stand">{words.stand}</dd>
        <dt>On the line</dt>
        <dd data-testid="sight-way">
          {call.inTheWay.length === 0 ? (
            'nothing'
          ) : (
            <ol>
              {call.inTheWay.map((w) => (
                <li key={w.order}>{w.text}</li>
              ))}
            </ol>
          )}
        </dd>
        {call.smoke !== null && (
          <>
            <dt>Smoke</dt>
            <dd>{call.smoke}</dd>
          </>
        )}
        <dt>By eye</dt>
        <dd data-testid="sight-seen">{words.seen}</dd>
      </dl>
      {call.odds.map((o) => (
        <details key={o.label} className="odds">
          <summary>
            {o.label}: {o.dice > 1 && `hit at least once ${pct(o.chances.hitAtLeastOnce)} · `}
            eliminated {pct(o.outcomes.find((x) => x.text === 'eliminated')?.p ?? 0)}
            {/* With no Marshal near, a mark is wiped off (PM-WIPE): say so where it decides the headline. */}
            {wipedShare(o.outcomes) > 0 && ` · ${WIPED} ${pct(wipedShare(o.outcomes))}`}
            <span className="more"> · all odds</span>
          </summary>
          <table>
            <tbody>
              {o.dice > 1 && (
                <>
                  <tr>
                    <td>hit at least once</td>
                    <td className="p">{pct(o.chances.hitAtLeastOnce)}</td>
                  </tr>
                  <tr>
                    <td>hits expected</td>
                    <td className="p">{o.chances.expectedHits.toFixed(2)}</td>
                  </tr>
                </>
              )}
              {o.outcomes.map((x) => (
                <tr key={x.text}>
                  <td>{x.text}</td>
                  <td className="p">{pct(x.p)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <details className="steps">
            <summary>How these were worked out</summary>
            <ol>
              {o.steps.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ol>
          </details>
        </details>
      ))}
      <div className="actions">
        {eyeView ? (
          <button type="button" onClick={() => store.getState().leaveShooterEye()}>
            Back to the table view (E)
          </button>
        ) : (
          <button
            type="button"
            disabled={call.line === null}
            onClick={() => call.line !== null && lookFromShooter(store, { line: call.line })}
          >
            Shooter's eye (E)
          </button>
        )}
      </div>
    </SideCard>
  );
}
