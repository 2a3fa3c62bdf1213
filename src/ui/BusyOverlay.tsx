import { useTable } from '../state/useTable';

/** Shows a long job (a large picture) while it runs, so the pause is never a mystery. */
export function BusyOverlay() {
  const busy = useTable((s) => s.busy);
  if (busy === null) return null;
  return (
    <div className="busy" role="status" data-testid="busy">
      <span className="spinner" aria-hidden />
      {busy}
    </div>
  );
}
