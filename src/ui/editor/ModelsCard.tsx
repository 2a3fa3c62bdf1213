import { Suspense, lazy, useRef, useState } from 'react';
import type { DragEvent } from 'react';
import type { ModelKind } from '../../scene/systemView';
import { useSystemView } from '../../scene/systemView';
import { useTable, useTableStore } from '../../state/useTable';
import type { ModelAdjust } from '../../table/meshes';
import {
  MOST_MODEL_BYTES,
  adjustModel,
  modelOf,
  modelsOverCaps,
  triangleCount,
  withModel,
  withoutModel,
} from '../../table/meshes';
import { NumberChoice } from './NumberChoice';
import { fitWords, fittedSize, trianglesWord } from './previewFit';
import { modelledWords } from './modelledWords';

// The editor's Models card: each kind of piece the system offers (its view's modelKinds) may be given
// a model of the player's own, an STL, OBJ, glTF or GLB file chosen with a button or dropped on its
// row. The file is read in a worker that is stopped after a second (src/models/inWorker.ts), so no
// file can freeze the tab; a file that cannot be used says why, and the table is unchanged. The model
// is drawn on every piece of its kind as soon as it is read; the card shows it fitted beside the
// piece's own size (ModelPreview, loaded with the first model shown) and says how tall and wide it
// stands. A kind of terrain says in one line what the rules measure instead. Scale, turn and lift are
// short lists (keyboard and touch alike); every change is one edit, so Ctrl+Z takes it back.

const ModelPreview = lazy(() => import('./ModelPreview'));

const SCALES = [0.5, 0.75, 0.9, 1, 1.1, 1.25, 1.5, 2];
const TURNS = [0, 45, 90, 135, 180, 225, 270, 315];
const LIFTS = [-0.5, -0.3, -0.2, -0.1, 0, 0.1, 0.2, 0.3, 0.5];
const ACCEPT = '.stl,.obj,.gltf,.glb,model/stl,model/obj,model/gltf+json,model/gltf-binary';

/** The list with the value in it, in order: a file may carry a value the list does not offer. */
const withValue = (list: readonly number[], value: number) =>
  [...new Set([...list, value])].sort((a, b) => a - b);

export function ModelsCard() {
  const { modelKinds = [] } = useSystemView();
  if (modelKinds.length === 0) return null;
  return (
    <section className="models-card" aria-label="Models">
      <h3>Models</h3>
      <p className="hint">
        Give a kind of piece your own model: an STL, OBJ, glTF or GLB file, chosen or dropped here.
      </p>
      {modelKinds.map((kind) => (
        <KindModelRow key={kind.kind} kind={kind} />
      ))}
    </section>
  );
}

function KindModelRow({ kind }: { kind: ModelKind }) {
  const store = useTableStore();
  const setup = useTable((s) => s.setup);
  const [said, setSaid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const model = modelOf(setup, kind.kind);
  const { modelledOn } = useSystemView();
  const on = modelledOn === undefined ? null : modelledOn(setup, kind.kind);

  const read = async (file: File) => {
    if (file.size > MOST_MODEL_BYTES) {
      setSaid(
        `${file.name} was not used: it is over ${MOST_MODEL_BYTES / 1048576} MB. The table is unchanged.`,
      );
      return;
    }
    setBusy(true);
    setSaid(`Reading ${file.name}…`);
    const { importInWorker } = await import('../../models/inWorker');
    const result = await importInWorker(new Uint8Array(await file.arrayBuffer()), file.name);
    setBusy(false);
    if (!result.ok) {
      setSaid(`${file.name} was not used: ${result.reason}. The table is unchanged.`);
      return;
    }
    const next = withModel(store.getState().setup, kind.kind, result.mesh);
    const over = modelsOverCaps(next.models);
    if (over !== null) {
      setSaid(`${file.name} was not used: ${over}. The table is unchanged.`);
      return;
    }
    store.getState().applyEdit({ ok: true, setup: next });
    setSaid(`${kind.label} are drawn as ${file.name} (${trianglesWord(triangleCount(result.mesh))}).`);
  };
  const adjust = (change: Partial<ModelAdjust>) => {
    if (model === null) return;
    const { scale, turn, lift } = model.use;
    store.getState().applyEdit({
      ok: true,
      setup: adjustModel(store.getState().setup, kind.kind, { scale, turn, lift, ...change }),
    });
  };
  const onDrop = (e: DragEvent) => {
    // Taken here: the window's own drop (which opens a table file) leaves it alone.
    e.preventDefault();
    e.stopPropagation();
    const file = e.dataTransfer.files[0];
    if (file !== undefined) void read(file);
  };
  const size = model === null ? null : fittedSize(kind, model.mesh, model.use);
  return (
    <div
      className="model-kind"
      data-testid={`model-kind-${kind.kind}`}
      onDragOver={(e) => e.preventDefault()}
      onDrop={onDrop}
    >
      <div className="row">
        <strong>{kind.label}</strong>
        <button
          ref={chooseButton}
          type="button"
          disabled={busy}
          onClick={() => fileInput.current?.click()}
          title="An STL, OBJ, glTF or GLB file: it may also be dropped on this row"
        >
          {model === null ? 'Choose a model…' : 'Another model…'}
        </button>
        <input
          ref={fileInput}
          type="file"
          hidden
          accept={ACCEPT}
          data-testid={`model-file-${kind.kind}`}
          aria-label={`Model file for ${kind.label.toLowerCase()}`}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file !== undefined) void read(file);
          }}
        />
        {model !== null && (
          <button
            type="button"
            onClick={() => {
              store
                .getState()
                .applyEdit({ ok: true, setup: withoutModel(store.getState().setup, kind.kind) });
              setSaid(null);
              // The button goes with the model: the keyboard stays on the row, at its choose button.
              chooseButton.current?.focus();
            }}
            title={`Draw ${kind.label.toLowerCase()} as they were (Ctrl+Z brings the model back)`}
          >
            Remove model
          </button>
        )}
      </div>
      {on !== null && (
        <p className="hint" data-testid={`model-on-${kind.kind}`}>
          {modelledWords(on, kind.terrain === undefined)}
        </p>
      )}
      {kind.terrain !== undefined && (
        <p className="hint" data-testid={`model-measured-${kind.kind}`}>
          {kind.terrain.measured}
        </p>
      )}
      {model !== null && size !== null && (
        <>
          <p data-testid={`model-fit-${kind.kind}`}>{fitWords(kind, size, triangleCount(model.mesh))}</p>
          <Suspense fallback={null}>
            <ModelPreview kind={kind} mesh={model.mesh} use={model.use} />
          </Suspense>
          <div className="row">
            <NumberChoice
              label="Scale"
              choices={withValue(SCALES, model.use.scale)}
              words={(n) => `× ${n}`}
              value={model.use.scale}
              pick={(scale) => adjust({ scale })}
            />
            <NumberChoice
              label="Turn"
              choices={withValue(TURNS, model.use.turn)}
              words={(n) => `${n}°`}
              value={model.use.turn}
              pick={(turn) => adjust({ turn })}
            />
            <NumberChoice
              label="Lift"
              choices={withValue(LIFTS, model.use.lift)}
              words={(n) => `${n > 0 ? '+' : ''}${n} cm`}
              value={model.use.lift}
              pick={(lift) => adjust({ lift })}
            />
          </div>
        </>
      )}
      {said !== null && (
        <p role="status" data-testid={`model-said-${kind.kind}`}>
          {said}
        </p>
      )}
    </div>
  );
}
