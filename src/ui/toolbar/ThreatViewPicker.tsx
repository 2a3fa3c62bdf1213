import { useTable, useTableStore } from '../../state/useTable';

/**
 * The threat view's team, chosen on the toolbar. Its own component: turning the view on re-renders
 * this list, not the whole toolbar.
 */
export function ThreatViewPicker() {
  const store = useTableStore();
  const threatTeam = useTable((s) => s.threatTeam);
  const seats = useTable((s) => (s.play?.initial ?? s.setup).seats);
  return (
    <div className="group fold-mid">
      <label className="select">
        <span className="sr-only">Threat view</span>
        <select
          aria-label="Threat view (T)"
          title="Shade where each team can be hit from (T)"
          value={threatTeam ?? ''}
          onChange={(e) => store.getState().setThreatTeam(e.target.value === '' ? null : e.target.value)}
        >
          <option value="">Threat view: off</option>
          {seats.map((seat) => (
            <option key={seat.id} value={seat.id}>
              Threat to {seat.name.toLowerCase()}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
