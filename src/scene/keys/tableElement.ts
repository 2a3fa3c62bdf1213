// On its own, importing nothing: a card that keeps the table in its Tab round finds it here without
// bringing the table's keys along.

/** The table's element on the page, that takes the focus and the table's keys (TableCanvas.tsx). */
export const tableElement = (): HTMLElement | null => document.querySelector<HTMLElement>('.table-canvas');
