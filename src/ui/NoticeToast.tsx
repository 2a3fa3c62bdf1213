import { useEffect } from 'react';
import { useTable, useTableStore } from '../state/useTable';

/**
 * Errors stay until dismissed; good news fades after a few seconds, or twice as many where it offers
 * to take its change back (time enough to read it and reach the button).
 */
export function NoticeToast() {
  const store = useTableStore();
  const notice = useTable((s) => s.notice);
  useEffect(() => {
    if (notice === null || notice.tone === 'error') return;
    const t = setTimeout(() => store.getState().dismissNotice(), notice.undo === undefined ? 4000 : 8000);
    return () => clearTimeout(t);
  }, [notice, store]);
  if (notice === null) return null;
  return (
    <div
      className={`notice ${notice.tone}`}
      role={notice.tone === 'error' ? 'alert' : 'status'}
      data-testid={`notice-${notice.tone}`}
    >
      <span>{notice.text}</span>
      {notice.undo !== undefined && (
        <button
          type="button"
          className="notice-undo"
          onClick={() => {
            store.getState().undo();
            store.getState().dismissNotice();
          }}
        >
          {notice.undo}
        </button>
      )}
      <button type="button" aria-label="Dismiss" onClick={() => store.getState().dismissNotice()}>
        ×
      </button>
    </div>
  );
}
