import { pickFigure } from '../state/pickFigure';
import { useMemo, useState } from 'react';
import { Matrix4, Quaternion, Vector3 } from 'three';
import type { ThreeEvent } from '@react-three/fiber';
import type { Setup } from '../../setup';
import { BASE_THICKNESS_CM, FIGURE_HEIGHT_CM, FIGURE_MODEL_FIT } from '../../setup';
import { useTableStore } from '../state/store';
import type { PartInstance } from '../../../../scene/InstancedPart';
import { Parts } from '../../../../scene/Parts';
import type { MarkOnTable } from '../../../../scene/models/SeatMarks';
import { SeatMarks } from '../../../../scene/models/SeatMarks';
import { useKindModel, useModelTop } from '../../../../scene/models/useKindModel';
import { materials } from '../../../../scene/materials';
import { afterDrag, tableRay } from '../../../../scene/pointerOnTable';
import { PALETTE, teamColour } from '../../../../scene/colours';
import {
  baseGeometry,
  bodyGeometry,
  capGeometry,
  carriedFlagGeometry,
  expertRingGeometry,
  gunGeometry,
  headGeometry,
  jamMarkerGeometry,
} from './figureGeometry';
import type { FigurePose } from './figurePose';
import { figurePoses } from './figurePose';
import { SelectedRing } from './SelectedRing';
import { useGrab } from './useGrab';
import { inFrontOnce } from './inFrontOnce';
import { useWalking } from './useWalking';
import { lasting, useSamePieces } from '../terrain/useSamePieces';
import { terrainModelTopAt } from '../terrain/terrainModels';

let parts: ReturnType<typeof makeParts> | null = null;
function makeParts() {
  return {
    base: baseGeometry(),
    body: bodyGeometry(),
    head: headGeometry(),
    gun: gunGeometry(),
    cap: capGeometry(),
    expert: expertRingGeometry(),
    jam: jamMarkerGeometry(),
    flag: carriedFlagGeometry(),
  };
}

interface PartLists {
  base: PartInstance[];
  body: PartInstance[];
  head: PartInstance[];
  gun: PartInstance[];
  cap: PartInstance[];
  expert: PartInstance[];
  jam: PartInstance[];
  flag: PartInstance[];
  /** Where an imported model stands: on top of the base, in the body's colour. */
  onBase: PartInstance[];
  marks: MarkOnTable[];
  /** Which pose each base/body instance is, for picking. */
  owners: FigurePose[];
}

/** A team's mark on the base's black back half, behind the feet, small enough to sit on it. */
const TEAM_MARK = new Matrix4().compose(
  new Vector3(-0.85, BASE_THICKNESS_CM, 0),
  new Quaternion(),
  new Vector3(0.6, 1, 0.6),
);

const ON_BASE = new Matrix4().makeTranslation(0, BASE_THICKNESS_CM, 0);

/** How far above an imported model's top its team's mark floats, in cm. */
const MARK_GAP_CM = 0.4;

/**
 * Where the team's mark goes on a figure drawn with an imported model: over its head, larger, as a
 * model may be as wide as the base and cover the mark behind the feet. `top` is the model's top
 * above the base, in cm.
 */
const markAbove = (top: number): Matrix4 =>
  new Matrix4().compose(
    new Vector3(0, BASE_THICKNESS_CM + top + MARK_GAP_CM, 0),
    new Quaternion(),
    new Vector3(1.1, 1, 1.1),
  );

function partLists(
  markers: Setup['markers'],
  poses: readonly FigurePose[],
  /** The model's top above the base when an imported model stands there; null for our own figure. */
  modelTop: number | null,
  /** The top of a terrain model over a point (a hill's, a bunker's), in cm above the table, or null. */
  terrainTopAt: (at: FigurePose['at']) => number | null,
): PartLists {
  const own = modelTop === null ? TEAM_MARK : markAbove(modelTop);
  // A figure inside a terrain model (on a hill's, in a bunker's) may be hidden by it: its mark floats
  // over the model, so the teams are still told apart.
  const markOf = (pose: FigurePose): Matrix4 => {
    const terrainTop = terrainTopAt(pose.at);
    if (terrainTop === null || terrainTop <= pose.ground + BASE_THICKNESS_CM) return own;
    return markAbove(Math.max(modelTop ?? 0, terrainTop - pose.ground - BASE_THICKNESS_CM));
  };
  const out: PartLists = {
    base: [],
    body: [],
    head: [],
    gun: [],
    cap: [],
    expert: [],
    jam: [],
    flag: [],
    onBase: [],
    marks: [],
    owners: [],
  };
  const carried = new Map<string, 'red' | 'blue'>();
  for (const m of markers) if (m.kind === 'flag' && m.carriedBy !== null) carried.set(m.carriedBy, m.team);
  for (const pose of poses) {
    const { figure, matrix } = pose;
    out.owners.push(pose);
    out.base.push({ matrix, colour: pose.baseColour });
    out.body.push({ matrix, colour: pose.bodyColour });
    out.onBase.push({ matrix: matrix.clone().multiply(ON_BASE), colour: pose.bodyColour });
    out.head.push({ matrix, colour: '#ffffff' });
    if (figure.role === 'marshal') out.cap.push({ matrix, colour: '#ffffff' });
    else out.gun.push({ matrix, colour: '#ffffff' });
    if (figure.expert && figure.status !== 'eliminated') out.expert.push({ matrix, colour: PALETTE.gold });
    if (figure.status === 'jammed') out.jam.push({ matrix, colour: PALETTE.jam });
    // The team's mark, as Hex Battle Wars' seats carry theirs: Red the first seat's disc, Blue the
    // second's triangle, so the teams are told apart without their colours.
    out.marks.push({
      matrix: matrix.clone().multiply(markOf(pose)),
      seat: figure.team === 'red' ? 0 : 1,
      seatColour: teamColour(figure.team),
    });
    const flagTeam = carried.get(figure.id);
    if (flagTeam !== undefined) out.flag.push({ matrix, colour: teamColour(flagTeam) });
  }
  return out;
}

/**
 * Every paintballer and Marshal on the table. A click picks (a shooter, then an enemy as its target),
 * hovering an enemy previews the line, a double-click brings the camera to the figure. In a game
 * (`animate`) figures walk to where the rules put them.
 */
export function Figures({ setup, animate }: { setup: Setup; animate: boolean }) {
  parts ??= makeParts();
  const store = useTableStore();
  const m = materials();
  // Poses follow the figures and the ground under them, not smoke coming or going.
  const { figures, table, markers } = setup;
  const ground = useSamePieces(setup.terrain, lasting);
  const targets = useMemo(() => figurePoses({ figures, table, terrain: ground }), [figures, table, ground]);
  const poses = useWalking(targets, animate);
  // A model the player imported for "figure" stands on the base in place of the body, head, gun and
  // cap, fitted as the editor's Models card says (view/index.ts, modelKinds).
  const model = useKindModel(setup.models, 'figure', FIGURE_MODEL_FIT.across, FIGURE_MODEL_FIT.height);
  const modelTop = useModelTop(model);
  // The lasting pieces only: smoke is never drawn as a model, and a cloud coming or going keeps them.
  const { models } = setup;
  const lists = useMemo(
    () => partLists(markers, poses, modelTop, (at) => terrainModelTopAt(ground, models, at)),
    [markers, poses, modelTop, ground, models],
  );
  const focusOn = (i: number) => {
    const pose = lists.owners[i];
    if (pose !== undefined) store.getState().focus(pose.at, pose.ground + FIGURE_HEIGHT_CM / 2);
  };
  // Only the figure's own parts listen to the pointer, so the ray passes through a hill or crates
  // drawn in front of it: a figure hidden there is not what the player pointed at.
  const [inFront] = useState(inFrontOnce);
  const hidden = (id: string, e: ThreeEvent<MouseEvent>) => inFront(setup, tableRay(e.ray), id) !== null;
  const pickAt = (i: number, e: ThreeEvent<MouseEvent>) => {
    const pose = lists.owners[i];
    // With the tape measure in hand a click on a figure starts (and drops) a tape from it; it
    // neither selects nor targets anyone (MeasureSurface.tsx).
    if (store.getState().tool === 'measure') return;
    // A release after a drag (of the camera, or of a figure dropped over this one) is not a pick.
    if (pose === undefined || afterDrag(e) || hidden(pose.figure.id, e)) return;
    e.stopPropagation(); // the nearest figure takes the click; the table behind it does not
    pickFigure(store, pose.figure.id);
  };
  const grab = useGrab();
  const grabAt = (i: number, e: ThreeEvent<PointerEvent>) => {
    const pose = lists.owners[i];
    if (pose !== undefined && !hidden(pose.figure.id, e)) grab(pose.figure.id, e);
  };
  const hover = (i: number | null) =>
    store.getState().hover(i === null ? null : (lists.owners[i]?.figure.id ?? null));
  // A figure's base, body and head answer the pointer alike.
  const hands = { onDoubleClick: focusOn, onClick: pickAt, onPointerDown: grabAt, onHover: hover };
  return (
    <group name="figures">
      <Parts
        parts={[
          {
            name: 'figure-bases',
            geometry: parts.base,
            instances: lists.base,
            receiveShadow: true,
            ...hands,
          },
          ...(model === null
            ? [
                { name: 'figure-bodies', geometry: parts.body, instances: lists.body, ...hands },
                { name: 'figure-heads', geometry: parts.head, instances: lists.head, ...hands },
                { name: 'figure-guns', geometry: parts.gun, instances: lists.gun },
                { name: 'marshal-caps', geometry: parts.cap, instances: lists.cap },
              ]
            : [{ name: 'figure-models', geometry: model, instances: lists.onBase, ...hands }]),
          { name: 'expert-rings', geometry: parts.expert, instances: lists.expert, castShadow: false },
          { name: 'jam-markers', geometry: parts.jam, instances: lists.jam, castShadow: false },
          { name: 'carried-flags', geometry: parts.flag, instances: lists.flag },
        ].map((part) => ({ material: m.tinted, ...part }))}
      />
      <SeatMarks name="team-marks" marks={lists.marks} />
      <SelectedRing poses={poses} />
    </group>
  );
}
