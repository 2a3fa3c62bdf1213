/**
 * Runs `work` in a task of its own after the next frame is drawn (the page's frame callbacks run
 * first, the table's render among them); at once where there are no frames.
 */
export function afterFrame(work: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function') {
    work();
    return () => {};
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(work, 0)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
