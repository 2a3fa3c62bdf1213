import { useEffect, useMemo, useRef } from 'react';
import { Canvas, useThree } from '@react-three/fiber';
import { BoxGeometry, BufferAttribute, BufferGeometry, CylinderGeometry, MeshLambertMaterial } from 'three';
import type { ModelKind } from '../../scene/systemView';
import type { ModelAdjust, TriangleMesh } from '../../table/meshes';
import { fittedPositions, fitWords, fittedSize, pieceSize } from './previewFit';

// The Models card's preview: the chosen model, fitted and adjusted as the table will draw it, beside
// the piece's own size (a plain grey stand-in: a figure's round base as tall as the figure, a terrain
// piece's footprint box as tall as it stands), so the player sees at a glance whether it is too
// large or sunk. It redraws as the scale, turn and lift change. It takes no input of its own: the
// card's lists do, by keyboard and touch alike; its words are the fitted size in cm. Loaded with
// the first model a card shows, so the app's first download does not carry it.

const GAP = 0.25;

const modelLook = new MeshLambertMaterial({ color: '#c98a3f', flatShading: true });
const pieceLook = new MeshLambertMaterial({ color: '#9aa0a6', transparent: true, opacity: 0.55 });

/** Frames the camera on the two side by side: their middle, far enough for the larger of width and height. */
function Framing({ width, height }: { width: number; height: number }) {
  const camera = useThree((s) => s.camera);
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => {
    // Half the width either side with a margin; from a little above, so a low hill's top shows.
    const reach = Math.max(width * 0.56, height * 1.1, 0.5);
    const distance = reach / Math.tan((35 * Math.PI) / 360);
    camera.position.set(0, height * 0.5 + distance * 0.55, distance * 0.85);
    camera.near = distance / 50;
    camera.far = distance * 10;
    camera.lookAt(0, height * 0.45, 0);
    camera.updateProjectionMatrix();
    invalidate();
  }, [camera, invalidate, width, height]);
  return null;
}

export default function ModelPreview({
  kind,
  mesh,
  use,
}: {
  kind: ModelKind;
  mesh: TriangleMesh;
  use: ModelAdjust;
}) {
  const holder = useRef<HTMLDivElement>(null);
  const size = fittedSize(kind, mesh, use);
  const piece = pieceSize(kind);
  // Side by side along x: the piece's stand-in on the left, the model on the right.
  const left = -(piece.across + GAP * piece.across + size.across) / 2;
  const pieceAt = left + piece.across / 2;
  const modelAt = left + piece.across * (1 + GAP) + size.across / 2;
  const model = useMemo(() => {
    const g = new BufferGeometry();
    g.setAttribute('position', new BufferAttribute(fittedPositions(kind, mesh, use), 3));
    g.setIndex(new BufferAttribute(mesh.indices, 1));
    g.computeVertexNormals();
    return g;
  }, [kind, mesh, use]);
  useEffect(() => () => model.dispose(), [model]);
  const stand = useMemo(
    () =>
      kind.terrain === undefined
        ? new CylinderGeometry(piece.across / 2, piece.across / 2, piece.height, 24)
        : new BoxGeometry(piece.across, piece.height, piece.depth),
    [kind.terrain, piece.across, piece.height, piece.depth],
  );
  useEffect(() => () => stand.dispose(), [stand]);
  const words = `Preview: the model ${fitWords(kind, size, mesh.indices.length / 3)
    .replace(/^Stands/, 'stands')
    .replace(
      /^Fitted/,
      'fitted',
    )} Beside it, a ${kind.label.toLowerCase()} piece's own size: ${piece.across.toFixed(1)} cm across and ${piece.height.toFixed(1)} cm tall.`;
  return (
    <div
      ref={holder}
      className="model-preview"
      role="img"
      aria-label={words}
      data-testid={`model-preview-${kind.kind}`}
    >
      <Canvas frameloop="demand" dpr={[1, 2]} camera={{ fov: 35 }} gl={{ antialias: true }}>
        <color attach="background" args={['#f3f1ea']} />
        <hemisphereLight args={['#ffffff', '#8a8a80', 1.6]} />
        <directionalLight position={[3, 6, 4]} intensity={1.8} />
        <Framing
          width={piece.across * (1 + GAP) + size.across}
          height={Math.max(piece.height, size.height)}
        />
        <mesh geometry={stand} material={pieceLook} position={[pieceAt, piece.height / 2, 0]} />
        <mesh
          geometry={model}
          material={modelLook}
          position={[modelAt, 0, 0]}
          onAfterRender={() => {
            if (holder.current !== null) holder.current.dataset.drawn = String(mesh.indices.length / 3);
          }}
        />
      </Canvas>
    </div>
  );
}
