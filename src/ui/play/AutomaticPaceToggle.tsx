import { useState } from 'react';
import { useTable } from '../../state/useTable';
import { automaticPace, setAutomaticPace } from './automaticPace';

/** Shown while the app plays a seat: whether it takes its actions quickly or at a pace to follow. */
export function AutomaticPaceToggle() {
  const any = useTable((s) => s.net === null && s.automatic.length > 0);
  const [quick, setQuick] = useState(() => automaticPace() === 'quick');
  if (!any) return null;
  return (
    <label className="muted">
      <input
        type="checkbox"
        data-testid="automatic-quick"
        checked={quick}
        onChange={(e) => {
          setQuick(e.target.checked);
          setAutomaticPace(e.target.checked ? 'quick' : 'follow');
        }}
      />
      Quick automatic moves
    </label>
  );
}
