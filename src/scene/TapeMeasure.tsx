import { useMemo } from 'react';
import { Html } from '@react-three/drei';
import { Euler, Matrix4, Quaternion, Vector3 } from 'three';
import { BoxGeometry, CylinderGeometry } from 'three';
import { lerpPoint } from '../geometry';
import type { Setup } from '../setup';
import { groundHeightAt } from '../setup';
import { readTape } from '../state/measure';
import type { Tape } from '../state/tableStore';
import type { PartInstance } from './InstancedPart';
import { InstancedPart } from './InstancedPart';
import { materials } from './materials';
import { PALETTE } from './palette';

let shapes: { band: BoxGeometry; end: CylinderGeometry } | null = null;
const _q = new Quaternion();
const _e = new Euler();

/**
 * A tape laid across the table: one coloured band per 10 cm (one range band, G-BAND), end
 * markers, and a label with the reading. It floats just above anything it crosses.
 */
export function TapeMeasure({ setup, tape, draft }: { setup: Setup; tape: Tape; draft: boolean }) {
  shapes ??= { band: new BoxGeometry(1, 1, 1), end: new CylinderGeometry(0.5, 0.5, 1, 12) };
  const reading = readTape(setup, tape);
  const { bands, ends, label } = useMemo(() => {
    let lift = 0;
    for (let i = 0; i <= 24; i++) lift = Math.max(lift, groundHeightAt(setup.terrain, lerpPoint(tape.from, tape.to, i / 24)));
    const y = lift + 0.25;
    const len = reading.cm;
    const yaw = Math.atan2(tape.to.y - tape.from.y, tape.to.x - tape.from.x);
    _e.set(0, -yaw, 0);
    _q.setFromEuler(_e);
    const bands: PartInstance[] = [];
    for (let start = 0, i = 0; start < len; start += 10, i++) {
      const seg = Math.min(10, len - start);
      const mid = lerpPoint(tape.from, tape.to, len === 0 ? 0 : (start + seg / 2) / len);
      bands.push({
        matrix: new Matrix4().compose(new Vector3(mid.x, y, mid.y), _q.clone(), new Vector3(seg, 0.12, 0.55)),
        colour: i >= 6 ? PALETTE.tapeOut : i % 2 === 0 ? PALETTE.tape : '#f0a81c',
      });
    }
    const ends: PartInstance[] = [tape.from, tape.to].map((p) => ({
      matrix: new Matrix4().compose(new Vector3(p.x, y / 2, p.y), new Quaternion(), new Vector3(0.6, y + 0.6, 0.6)),
      colour: '#222222',
    }));
    const mid = lerpPoint(tape.from, tape.to, 0.5);
    return { bands, ends, label: new Vector3(mid.x, y + 1.2, mid.y) };
  }, [tape, setup.terrain, reading.cm]);
  const m = materials();
  return (
    <group name={draft ? 'tape-draft' : 'tape'}>
      <InstancedPart name="tape-bands" geometry={shapes.band} material={m.plain} instances={bands} castShadow={false} />
      <InstancedPart name="tape-ends" geometry={shapes.end} material={m.plain} instances={ends} castShadow={false} />
      <Html position={label} center zIndexRange={[20, 0]} style={{ pointerEvents: 'none' }}>
        <div className={`tape-label${reading.outOfRange ? ' out' : ''}`} data-testid={draft ? 'tape-draft-label' : 'tape-label'}>
          {reading.text}
        </div>
      </Html>
    </group>
  );
}
