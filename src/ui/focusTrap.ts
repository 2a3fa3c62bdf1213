// A card that asks (a confirm, the hand-over, a menu, a question of the rules) keeps the keyboard
// in itself while it is open: Tab and Shift+Tab go round its own controls, a Tab from outside comes
// into it, and when it closes the focus goes back to what had it before, so a keyboard player
// carries on where they were. Cards open over cards (the hand-over over a question): only the
// newest one holds the keys. A card that asks about the table (where a pushed model goes, where the
// referee puts a piece) keeps the table in its round, after its own controls: the table's keys
// answer it.

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The cards open now, oldest first: the last holds the keys. */
const open: HTMLElement[] = [];

const focusables = (card: HTMLElement): HTMLElement[] =>
  Array.from(card.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((e) => e.getClientRects().length > 0);

/** Where a Tab goes inside the card from `from` (null: from outside it), or null to let the browser go on. */
export function tabInside<T>(inside: readonly T[], from: T | null, back: boolean): T | null {
  if (inside.length === 0) return null;
  const i = from === null ? -1 : inside.indexOf(from);
  if (i < 0) return back ? inside[inside.length - 1]! : inside[0]!;
  if (back && i === 0) return inside[inside.length - 1]!;
  if (!back && i === inside.length - 1) return inside[0]!;
  return null;
}

/** Where Tab goes in the round of the card's controls and then `beside` (the table), from `from`. */
export function tabRound<T>(
  controls: readonly T[],
  beside: readonly T[],
  from: T | null,
  back: boolean,
): T | null {
  const round = [...controls, ...beside];
  const next = tabInside(round, from, back);
  if (next !== null || from === null) return next;
  // Between two of the card's controls the browser's own step is the same; into or out of what is
  // beside the card it is not, so that step is taken here.
  const to = round[round.indexOf(from) + (back ? -1 : 1)]!;
  return controls.includes(from) && controls.includes(to) ? null : to;
}

/**
 * Keeps Tab inside `card` (and `beside` it) until the returned function lets go; then the focus
 * goes back to `before` (what had it when the card opened). With `focusFirst`, the card's first
 * control takes the focus unless something in it has it already (a card that chose its own, Keep
 * playing).
 */
export function trapFocus(
  card: HTMLElement,
  before: Element | null,
  focusFirst: boolean,
  beside: readonly HTMLElement[] = [],
): () => void {
  open.push(card);
  // Said on the card, for whoever waits on it (a test): Tab is held from now on.
  card.dataset.holdsKeys = 'true';
  if (focusFirst && !card.contains(document.activeElement)) focusables(card)[0]?.focus();
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Tab' || open.at(-1) !== card) return;
    const here = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const also = beside.filter((b) => b.isConnected);
    const inRound = here !== null && (card.contains(here) || also.includes(here));
    const next = tabRound(focusables(card), also, inRound ? here : null, e.shiftKey);
    if (next === null) return;
    e.preventDefault();
    next.focus();
  };
  document.addEventListener('keydown', onKey, true);
  return () => {
    document.removeEventListener('keydown', onKey, true);
    open.splice(open.indexOf(card), 1);
    delete card.dataset.holdsKeys;
    // Back to the opener, unless the player has put the focus somewhere else meanwhile (the table too).
    const now = document.activeElement;
    const left = now === null || now === document.body || card.contains(now);
    if (left && before instanceof HTMLElement && before.isConnected) before.focus();
  };
}
