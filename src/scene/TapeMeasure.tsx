import { useMemo, useRef } from 'react';
import { Html } from '@react-three/drei';
import { useFrame } from '@react-three/fiber';
import { Euler, Matrix4, Quaternion, Vector3 } from 'three';
import { CylinderGeometry } from 'three';
import { lerpPoint } from '../geometry';
import type { TableState, Tape } from '../state/tableStore';
import type { PartInstance } from './InstancedPart';
import { MarkParts, barShape } from './InstancedPart';
import { materials } from './materials';
import { PALETTE } from './colours';
import { useSystemView } from './systemView';

let endShape: CylinderGeometry | null = null;
const _q = new Quaternion();
const _e = new Euler();
const _a = new Vector3();
const _b = new Vector3();

// A surveyor's tape: one band per range band (the system's `tape.bandCm`), counted at a glance across the table.
const TAPE_WIDE_CM = 1.3;
const TICK_WIDE_CM = 2.4;
const BAND_COLOURS = { near: [PALETTE.tape, '#1c1c1c'], far: [PALETTE.tapeOut, '#5a0d0a'] } as const;

/**
 * The colour of the `i`-th band (from 0): yellow and black in range, red and maroon past the
 * longest shot (the system's `tape.inRangeBands`).
 */
export function bandColour(i: number, inRangeBands: number): string {
  const pair = i >= inRangeBands ? BAND_COLOURS.far : BAND_COLOURS.near;
  return pair[i % 2]!;
}

/**
 * A tape laid across the table: one band per 10 cm (one range band, G-BAND) in alternating
 * colours, a white tick and its number at every 10 cm, end markers, and a label with the reading.
 * It floats just above anything it crosses, clear of the board and of a mat laid on it.
 */
export function TapeMeasure({
  setup,
  tape,
  draft,
}: {
  setup: TableState['setup'];
  tape: Tape;
  draft: boolean;
}) {
  endShape ??= new CylinderGeometry(0.5, 0.5, 1, 12);
  const view = useSystemView();
  const { bandCm, inRangeBands } = view.tape;
  const reading = view.tape.read(setup, tape);
  const { bands, ends, label, numbers, lift } = useMemo(() => {
    let lift = 0;
    for (let i = 0; i <= 24; i++)
      lift = Math.max(lift, view.groundHeightAt(setup, lerpPoint(tape.from, tape.to, i / 24)));
    const y = lift + 0.4;
    const len = reading.cm;
    const yaw = Math.atan2(tape.to.y - tape.from.y, tape.to.x - tape.from.x);
    _e.set(0, -yaw, 0);
    _q.setFromEuler(_e);
    const along = (cm: number) => lerpPoint(tape.from, tape.to, len === 0 ? 0 : Math.min(1, cm / len));
    const bands: PartInstance[] = [];
    const numbers: { cm: number; at: Vector3 }[] = [];
    for (let start = 0, i = 0; start < len; start += bandCm, i++) {
      const seg = Math.min(bandCm, len - start);
      const mid = along(start + seg / 2);
      bands.push({
        matrix: new Matrix4().compose(
          new Vector3(mid.x, y, mid.y),
          _q.clone(),
          new Vector3(seg, 0.15, TAPE_WIDE_CM),
        ),
        colour: bandColour(i, inRangeBands),
      });
      const end = start + bandCm;
      if (end < len) {
        const p = along(end);
        bands.push({
          matrix: new Matrix4().compose(
            new Vector3(p.x, y + 0.02, p.y),
            _q.clone(),
            new Vector3(0.3, 0.17, TICK_WIDE_CM),
          ),
          colour: '#ffffff',
        });
        numbers.push({ cm: end, at: new Vector3(p.x, y + 0.3, p.y) });
      }
    }
    const ends: PartInstance[] = [tape.from, tape.to].map((p) => ({
      matrix: new Matrix4().compose(
        new Vector3(p.x, y / 2, p.y),
        new Quaternion(),
        new Vector3(0.6, y + 0.6, 0.6),
      ),
      colour: '#222222',
    }));
    return { bands, ends, numbers, lift: y, label: new Vector3(tape.to.x, y, tape.to.y) };
  }, [tape, setup, view, reading.cm, bandCm, inRangeBands]);
  // The reading stands just past the tape's far end, where the hand is, along the tape as it runs on
  // screen: it never hides the bands' numbers, from any view.
  const readingEl = useRef<HTMLDivElement>(null);
  useFrame(({ camera, size }) => {
    const el = readingEl.current;
    if (el === null) return;
    _a.set(tape.from.x, lift, tape.from.y).project(camera);
    _b.set(tape.to.x, lift, tape.to.y).project(camera);
    let ux = ((_b.x - _a.x) * size.width) / 2;
    let uy = ((_a.y - _b.y) * size.height) / 2;
    const l = Math.hypot(ux, uy);
    [ux, uy] = l < 1 ? [0, -1] : [ux / l, uy / l];
    const w = el.offsetWidth / 2 + 10;
    const h = el.offsetHeight / 2 + 10;
    const k = Math.min(
      Math.abs(ux) < 1e-6 ? Infinity : w / Math.abs(ux),
      Math.abs(uy) < 1e-6 ? Infinity : h / Math.abs(uy),
    );
    el.style.transform = `translate(${(ux * k).toFixed(1)}px, ${(uy * k).toFixed(1)}px)`;
  });
  return (
    <MarkParts
      name={draft ? 'tape-draft' : 'tape'}
      material={materials().plain}
      parts={[
        { name: 'tape-bands', geometry: barShape(), instances: bands },
        { name: 'tape-ends', geometry: endShape, instances: ends },
      ]}
    >
      {numbers.map((n) => (
        <Html key={n.cm} position={n.at} center zIndexRange={[19, 0]} style={{ pointerEvents: 'none' }}>
          <div className="tape-label tape-tick" data-testid="tape-tick">
            {n.cm}
          </div>
        </Html>
      ))}
      <Html position={label} center zIndexRange={[20, 0]} style={{ pointerEvents: 'none' }}>
        <div
          ref={readingEl}
          className={`tape-label${reading.outOfRange ? ' out' : ''}`}
          data-testid={draft ? 'tape-draft-label' : 'tape-label'}
        >
          {reading.text}
        </div>
      </Html>
    </MarkParts>
  );
}
