import { useEffect } from 'react';
import { useTable, useTableStore } from '../state/useTable';

/** Errors stay until dismissed; good news fades after a few seconds. */
export function NoticeToast() {
  const store = useTableStore();
  const notice = useTable((s) => s.notice);
  useEffect(() => {
    if (notice === null || notice.tone === 'error') return;
    const t = setTimeout(() => store.getState().dismissNotice(), 4000);
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
      <button type="button" aria-label="Dismiss" onClick={() => store.getState().dismissNotice()}>
        ×
      </button>
    </div>
  );
}
