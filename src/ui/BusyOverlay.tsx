import { useEffect, useRef } from 'react';
import { useTable } from '../state/useTable';

/**
 * Shows a long job (a large picture) while it runs, so the pause is never a mystery: its words, how
 * far along it is, and Cancel (Esc too) where it can be stopped. Cancel takes the focus while the
 * job runs and gives it back where it was once the job is over.
 */
export function BusyOverlay() {
  const busy = useTable((s) => s.busy);
  if (busy === null) return null;
  return <BusyCard words={busy.words} done={busy.done} cancel={busy.cancel} />;
}

function BusyCard({
  words,
  done,
  cancel,
}: {
  words: string;
  done: number | null;
  cancel: (() => void) | null;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const cancellable = cancel !== null;
  useEffect(() => {
    if (!cancellable) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    button.current?.focus();
    return () => before?.focus();
  }, [cancellable]);
  // Esc stops the job wherever the focus is (a menu left open under it takes its own Esc too).
  useEffect(() => {
    if (cancel === null) return;
    const key = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      cancel();
    };
    window.addEventListener('keydown', key, true);
    return () => window.removeEventListener('keydown', key, true);
  }, [cancel]);
  return (
    <div className="busy" role="status" data-testid="busy">
      {/* A turning spinner has the compositor draw the page every frame, and under a software GPU
          each of those frames holds the GPU process that a picture's tiles wait on: a job that
          shows its progress moves its bar instead. */}
      {done === null && <span className="spinner" aria-hidden />}
      {words}
      {done !== null && (
        <progress max={1} value={done} aria-label={`${Math.round(done * 100)} % done`}>
          {Math.round(done * 100)} %
        </progress>
      )}
      {cancel !== null && (
        <button ref={button} type="button" onClick={cancel}>
          Cancel
        </button>
      )}
    </div>
  );
}
