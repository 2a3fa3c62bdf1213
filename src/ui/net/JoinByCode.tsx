import { useEffect, useRef, useState } from 'react';
import { useFocusTrap } from '../useFocusTrap';
import { isTableCode } from './useSession';

// Joining a hosted table by its short code, for a player told the six characters rather than sent
// the link: typed as it was read (spaces and capitals forgiven), checked before anything is asked of
// the server, and refused in words when it cannot be a code.

export function JoinByCode({ onJoin }: { onJoin: (code: string) => void }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // The code's form keeps the keys while open; closed, the focus goes back to Join…, which it replaced.
  const form = useRef<HTMLFormElement>(null);
  useFocusTrap(form, open);
  const joinButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (!open && wasOpen.current) joinButton.current?.focus();
    wasOpen.current = open;
  }, [open]);
  if (!open)
    return (
      <button
        ref={joinButton}
        type="button"
        onClick={() => setOpen(true)}
        title="Join a hosted table by its six-character code"
      >
        Join…
      </button>
    );
  const close = () => {
    setOpen(false);
    setTyped('');
    setProblem(null);
  };
  const join = () => {
    const code = typed.replace(/\s+/g, '').toLowerCase();
    if (!isTableCode(code))
      return setProblem(
        `“${typed.trim()}” is not a table code: a code is six letters and digits (never 0, 1, i, l or o).`,
      );
    close();
    onJoin(code);
  };
  return (
    <form
      ref={form}
      className="join-code"
      onSubmit={(e) => {
        e.preventDefault();
        join();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') close();
      }}
    >
      <label>
        Table code{' '}
        <input
          autoFocus
          value={typed}
          maxLength={12}
          size={8}
          spellCheck={false}
          autoComplete="off"
          onChange={(e) => setTyped(e.target.value)}
        />
      </label>
      <button type="submit">Join</button>
      <button type="button" onClick={close}>
        Cancel
      </button>
      {problem !== null && (
        <p className="net-problem" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
