import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useThree } from '@react-three/fiber';
import type { LabelLook } from './labelAtlas';
import { LabelInstances } from './labelInstances';
import { useLabelsApart } from './useLabelsApart';

/** One label standing at a point of the scene, always facing the screen at a fixed size in pixels. */
export interface SceneLabel {
  readonly key: string;
  readonly position: readonly [number, number, number];
  readonly text: string;
  /** What the hidden list says for a screen reader, where the drawn text alone would not say it ("…"). */
  readonly words?: string;
  /** Which of the looks it is drawn in. */
  readonly look: string;
  /** The test id of its words in the page's hidden list. */
  readonly testId?: string;
  /** Labels laid out apart: this one may fold away where it has no room (labelsApart.ts). */
  readonly foldable?: boolean;
  /** A foldable label about something out of all reach (an enemy no shot could get to): it folds away
   * even where there is room, so the far end of a big table is not a field of "no shot". */
  readonly far?: boolean;
}

const sameLabel = (a: SceneLabel, b: SceneLabel) =>
  a.key === b.key &&
  a.text === b.text &&
  a.look === b.look &&
  a.testId === b.testId &&
  a.foldable === b.foldable &&
  a.far === b.far &&
  a.position.every((v, i) => v === b.position[i]);

/**
 * The labels as last drawn while their contents stay the same: a new table object with the same
 * labels (a set-up reloaded, an unrelated change) repaints nothing and draws no frame. Kept in a
 * ref, not in state: a state set while rendering would render the labels twice on every change.
 */
function useSameLabels(labels: readonly SceneLabel[]): readonly SceneLabel[] {
  const kept = useRef(labels);
  const was = kept.current;
  const same =
    was === labels || (was.length === labels.length && was.every((l, i) => sameLabel(l, labels[i]!)));
  if (!same) kept.current = labels;
  return kept.current;
}

/** Makes `list`'s items say `labels`' words, in order, touching only the items that change. */
function sayInList(list: HTMLUListElement, labels: readonly SceneLabel[]): void {
  const items = list.children;
  labels.forEach((l, i) => {
    let item = items[i] as HTMLLIElement | undefined;
    if (item === undefined) list.append((item = document.createElement('li')));
    const words = l.words ?? l.text;
    if (item.textContent !== words) item.textContent = words;
    if (l.testId === undefined) delete item.dataset.testid;
    else if (item.dataset.testid !== l.testId) item.dataset.testid = l.testId;
  });
  while (items.length > labels.length) items[items.length - 1]!.remove();
}

/**
 * Labels drawn in the scene as one mesh: each distinct text painted once into a canvas atlas, each
 * label one screen-facing quad. Moving the camera costs no script and no page layout. The same
 * words are kept in a hidden list beside the canvas for screen readers and tests. Laid out `apart`,
 * no two labels overlap on screen from any view; the foldable ones fold away where there is no room.
 */
export function SceneLabels({
  name,
  labels,
  looks,
  listName,
  listTestId,
  apart = false,
}: {
  name: string;
  labels: readonly SceneLabel[];
  looks: Readonly<Record<string, LabelLook>>;
  /** What the hidden list of words is called for a screen reader. */
  listName: string;
  listTestId: string;
  /** Keep the labels apart on screen (labelsApart.ts), read back by the browser tests under `name`. */
  apart?: boolean;
}) {
  const ratio = useThree((s) => s.viewport.dpr);
  const canvas = useThree((s) => s.gl.domElement);
  const invalidate = useThree((s) => s.invalidate);
  const shown = useSameLabels(labels);
  // One mesh while these labels are shown, its instances written anew as they change (labelInstances.ts).
  const instances = useMemo(() => new LabelInstances(), []);
  useLabelsApart(apart, instances);
  useLayoutEffect(() => {
    instances.write(shown, looks, ratio);
    invalidate();
  }, [instances, shown, looks, ratio, invalidate]);
  useEffect(() => () => instances.dispose(), [instances]);
  // The hidden list is made once and its items changed in place: a cloud clearing on a big table
  // changes a few badges of fifty, and a new list each time had the page lay all of them out again.
  const list = useRef<HTMLUListElement | null>(null);
  const said = useRef(shown);
  said.current = shown;
  useEffect(() => {
    const host = canvas.parentElement;
    if (host === null) return;
    const made = document.createElement('ul');
    made.className = 'sr-only';
    made.setAttribute('aria-label', listName);
    made.dataset.testid = listTestId;
    sayInList(made, said.current);
    host.append(made);
    list.current = made;
    return () => {
      made.remove();
      list.current = null;
    };
  }, [canvas, listName, listTestId]);
  useEffect(() => {
    if (list.current !== null) sayInList(list.current, shown);
  }, [shown]);
  return <primitive object={instances.mesh} name={name} />;
}
