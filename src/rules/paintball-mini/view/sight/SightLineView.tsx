import { useMemo } from 'react';
import { Html } from '@react-three/drei';
import { Matrix4, Quaternion, SphereGeometry, TorusGeometry, Vector3 } from 'three';
import type { Setup } from '../../setup';
import { groundHeightAt } from '../../setup';
import type { SightLine } from '../../sight';
import type { PartInstance } from '../../../../scene/InstancedPart';
import { MarkParts, barShape } from '../../../../scene/InstancedPart';
import { barBetween } from '../../../../scene/barBetween';
import { SIGHT_COLOURS } from '../../../../scene/colours';
import { materials } from '../../../../scene/materials';

let shapes: { dot: SphereGeometry; ring: TorusGeometry } | null = null;
const X = new Vector3(1, 0, 0);
const LIFT = 0.8;

/**
 * The line of a shot, drawn in 3D: green when clear, amber with numbered markers when something is
 * in the way (numbered in the order the dice are rolled), red from where it is stopped.
 */
export function SightLineView({
  setup,
  line,
  preview,
  eyeView = false,
}: {
  setup: Setup;
  line: SightLine;
  preview: boolean;
  eyeView?: boolean;
}) {
  shapes ??= {
    dot: new SphereGeometry(0.55, 12, 8),
    ring: new TorusGeometry(2.1, 0.18, 6, 24),
  };
  const { bars, dots, rings, labels } = useMemo(() => {
    const h = (x: number, z: number) => groundHeightAt(setup.terrain, { x, y: z }) + LIFT;
    const from = new Vector3(line.from.x, h(line.from.x, line.from.z), line.from.z);
    const to = new Vector3(line.to.x, h(line.to.x, line.to.z), line.to.z);
    const at = (p: { x: number; z: number }) => {
      const t =
        from.distanceTo(to) === 0
          ? 0
          : Math.hypot(p.x - from.x, p.z - from.z) / Math.hypot(to.x - from.x, to.z - from.z);
      return from.clone().lerp(to, t);
    };
    const width = preview ? 0.16 : 0.3;
    const ok = line.marks.length > 0 ? SIGHT_COLOURS.inTheWay : SIGHT_COLOURS.clear;
    const bars: PartInstance[] = [];
    if (eyeView) {
      // Through the shooter's goggles the line would fill the view: the markers and rings tell it.
    } else if (preview)
      bars.push(
        barBetween(
          from,
          to,
          width,
          line.facts.blocked === null ? SIGHT_COLOURS.preview : SIGHT_COLOURS.blocked,
        ),
      );
    else if (line.blockedAt !== null) {
      const stop = at(line.blockedAt);
      bars.push(barBetween(from, stop, width, ok), barBetween(stop, to, width, SIGHT_COLOURS.blocked));
    } else bars.push(barBetween(from, to, width, line.facts.blocked === null ? ok : SIGHT_COLOURS.blocked));
    const dots: PartInstance[] = [];
    const labels: { key: string; position: Vector3; text: string; tone: string }[] = [];
    if (!preview && !eyeView) {
      for (const mark of line.marks) {
        const p = at(mark.point);
        dots.push({
          matrix: new Matrix4().compose(p, new Quaternion(), new Vector3(1, 1, 1)),
          colour: SIGHT_COLOURS.inTheWay,
        });
        labels.push({
          key: `${mark.order}-${mark.id}`,
          position: p.clone().setY(p.y + 1.6),
          text: String(mark.order),
          tone: 'way',
        });
      }
      if (line.blockedAt !== null) {
        const p = at(line.blockedAt);
        dots.push({
          matrix: new Matrix4().compose(p, new Quaternion(), new Vector3(1.5, 1.5, 1.5)),
          colour: SIGHT_COLOURS.blocked,
        });
        labels.push({
          key: 'blocked',
          position: p.clone().setY(p.y + 1.8),
          text:
            line.facts.blocked?.reason === 'hill'
              ? 'hill'
              : setup.board.mat === undefined
                ? 'off the board'
                : 'off the mat',
          tone: 'blocked',
        });
      }
    }
    const flat = new Quaternion().setFromAxisAngle(X, Math.PI / 2);
    const ringAt = (x: number, z: number, colour: string) => ({
      matrix: new Matrix4().compose(new Vector3(x, h(x, z) - LIFT + 0.12, z), flat, new Vector3(1, 1, 1)),
      colour,
    });
    const verdict = line.facts.blocked !== null ? SIGHT_COLOURS.blocked : ok;
    const rings = preview
      ? []
      : [ringAt(line.from.x, line.from.z, '#ffffff'), ringAt(line.to.x, line.to.z, verdict)];
    return { bars, dots, rings, labels };
  }, [line, preview, eyeView, setup.terrain, setup.board.mat]);
  return (
    <MarkParts
      name={preview ? 'sight-preview' : 'sight-line'}
      material={materials().glow}
      parts={[
        { name: 'sight-bars', geometry: barShape(), instances: bars },
        { name: 'sight-dots', geometry: shapes.dot, instances: dots },
        { name: 'sight-rings', geometry: shapes.ring, instances: rings },
      ]}
    >
      {labels.map((l) => (
        <Html
          key={l.key}
          position={l.position}
          center
          zIndexRange={[30, 0]}
          style={{ pointerEvents: 'none' }}
        >
          <div className={`sight-mark ${l.tone}`} data-testid={`sight-mark-${l.key}`}>
            {l.text}
          </div>
        </Html>
      ))}
    </MarkParts>
  );
}
