import { useEffect, useRef, useState } from 'react';
import type { PartsLine, PrintPart, PrintPiece } from '../print';
import type { StackPrint } from '../table';
import type { TableSetup } from '../state/tableGame';
import { fileSlug } from '../table';
import type { TableStore } from '../state/tableStore';
import { useTable, useTableStore } from '../state/useTable';
import { download } from './download';
import { ModalCard } from './ModalCard';
import { useFocusTrap } from './useFocusTrap';

// The table out to print: its Hexon tiles, every level of its raised hexes and the system's terrain
// pieces as STL or 3MF at true scale, with the parts list on screen and in the file. The print kit
// loads when the card opens.

type Ready = { parts: readonly PrintPart[]; list: readonly PartsLine[]; words: readonly string[] };

const print = () => import('../print');

async function save(store: TableStore, ready: Ready, format: 'stl' | '3mf') {
  const { setup, notify } = store.getState();
  const kit = await print();
  const name = `${fileSlug(setup.name)}-print.${format}`;
  const bytes =
    format === 'stl' ? kit.toStl(ready.parts) : kit.toThreeMF(ready.parts, setup.name, ready.list);
  const type = format === 'stl' ? 'model/stl' : 'model/3mf';
  download(name, new Blob([bytes as Uint8Array<ArrayBuffer>], { type }));
  notify('info', `Saved ${name}: ${ready.parts.length} parts to print.`);
}

/** The toolbar's Print: what the table's tiles come to as printed parts, and the files to print them. */
export function PrintTable({
  stacks,
  pieces,
}: {
  stacks: StackPrint | null;
  /** The system's terrain pieces to print (its view's printPieces); none for a system without. */
  pieces: (setup: TableSetup) => Promise<readonly PrintPiece[]>;
}) {
  const store = useTableStore();
  const setup = useTable((s) => s.play?.initial ?? s.setup);
  const [open, setOpen] = useState(false);
  const [ready, setReady] = useState<Ready | { error: string } | null>(null);
  const card = useRef<HTMLDivElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  useFocusTrap(card, open);
  useEffect(() => {
    if (!open) return;
    let gone = false;
    void Promise.all([print(), pieces(setup)])
      .then(([kit, standing]) => {
        if (gone) return;
        try {
          const parts = [
            ...kit.boardParts(setup.board, setup.board.tiles, setup.board.stacks, stacks),
            ...kit.pieceParts(standing),
          ];
          const list = kit.partsList(parts);
          setReady({ parts, list, words: list.map(kit.partsWords) });
        } catch (e) {
          setReady({ error: (e as Error).message });
        }
      })
      .catch((e: unknown) => {
        if (!gone) setReady({ error: (e as Error).message });
      });
    return () => {
      gone = true;
    };
  }, [open, setup, stacks, pieces]);
  useEffect(() => {
    if (open) first.current?.focus();
  }, [open, ready]);
  const close = () => (setOpen(false), setReady(null));
  const parts = ready !== null && 'parts' in ready ? ready : null;
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        title="The table's tiles as files a slicer prints (STL, 3MF), with a parts list"
      >
        Print…
      </button>
      {open && (
        <ModalCard card={card} role="dialog" label="Print the table" testId="print-table" close={close}>
          <h3>Print the table</h3>
          {ready === null ? (
            <p className="muted" role="status">
              Working out the parts…
            </p>
          ) : 'error' in ready ? (
            <p role="alert">This table cannot be printed: {ready.error}</p>
          ) : ready.parts.length === 0 ? (
            <p>An open mat with no terrain pieces has nothing to print.</p>
          ) : (
            <>
              <p className="muted">
                True scale in millimetres. Each Hexon base, each level of a raised hex and each terrain piece
                is one part; tiles are 0.2 mm smaller than the table&apos;s on every side, so printed tiles
                fit together, and a hill stands on a 1.2 mm plinth. Figures, soft cover and smoke are not
                included.
              </p>
              <h4>Parts list</h4>
              <ul className="parts-list" data-testid="parts-list">
                {ready.words.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            </>
          )}
          <div className="row">
            {parts !== null && parts.parts.length > 0 && (
              <>
                <button
                  type="button"
                  className="primary"
                  ref={first}
                  onClick={() => void save(store, parts, 'stl')}
                >
                  Save STL
                </button>
                <button type="button" onClick={() => void save(store, parts, '3mf')}>
                  Save 3MF
                </button>
              </>
            )}
            <button
              type="button"
              ref={parts === null || parts.parts.length === 0 ? first : undefined}
              onClick={close}
            >
              Close
            </button>
          </div>
        </ModalCard>
      )}
    </>
  );
}
