// Where each set of labels laid out apart was last drawn on the canvas, by the name of its mesh:
// what the browser tests read (window.__table.labels) to check that no two overlap. Written by the
// layout as it places them, read only by the probe.

/** A label as last drawn: its rectangle in CSS pixels of the canvas, or null when it folded away. */
export interface LabelOnScreen {
  readonly key: string;
  readonly text: string;
  readonly rect: { readonly x: number; readonly y: number; readonly w: number; readonly h: number } | null;
}

const shown = new Map<string, readonly LabelOnScreen[]>();

export const recordLabels = (name: string, labels: readonly LabelOnScreen[]): void =>
  void shown.set(name, labels);
export const forgetLabels = (name: string): void => void shown.delete(name);
export const labelsOnScreen = (name: string): readonly LabelOnScreen[] => shown.get(name) ?? [];
