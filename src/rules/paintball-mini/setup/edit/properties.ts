import { hexKey, pointToHex } from '../../../../geometry';
import { figureSchema, markerSchema, terrainSchema } from '../schema';
import type { Figure, Marker, Setup } from '../types';
import { figureLabel, findPiece, markerLabel, pieceLabel } from './find';
import { describePropertyIssue } from './issue';
import type { EditResult } from './result';
import { done, refuse } from './result';
import { isOpponent, settle, takesRoom } from './settle';
import { snapFacing } from './rotate';
import { inRing } from './rules/rings';
import { layoutOf } from './layout';

export interface SetPropertiesArgs {
  readonly id: string;
  /** The properties to change and their new values: `{ status: 'sentry' }`, `{ height: 3 }`, `{ carriedBy: 'red-2' }`. */
  readonly changes: Readonly<Record<string, unknown>>;
}

const NOT_HERE: Readonly<Record<string, string>> = {
  id: 'an id cannot be changed: duplicate the piece and delete the old one',
  kind: 'a piece cannot change its kind: place a new one from the palette',
  at: 'use move to move a piece',
};

/**
 * Changes a piece's properties: a figure's team, role, name, facing, expert status, grenades and
 * status; a piece of terrain's sizes, model and rotation; a marker's team, and who carries a
 * flag. Each value is checked as the set-up file checks it, plus the rules a file cannot say.
 */
export function setProperties(setup: Setup, { id, changes }: SetPropertiesArgs): EditResult {
  const piece = findPiece(setup, id);
  if (piece === undefined) return refuse('that piece is no longer on the table');
  const label = pieceLabel(setup, piece);
  for (const key of Object.keys(changes)) {
    const why = NOT_HERE[key];
    if (why !== undefined) return refuse(`${label}: ${why}`);
    if (!(key in piece.piece)) return refuse(`${label} has no property "${key}"`);
  }
  const schema =
    piece.list === 'figures' ? figureSchema : piece.list === 'terrain' ? terrainSchema : markerSchema;
  const parsed = schema.safeParse({ ...piece.piece, ...changes });
  if (!parsed.success) return refuse(`${label}: ${describePropertyIssue(parsed.error.issues[0]!)}`);
  if (piece.list === 'figures') return setFigure(setup, piece.piece, parsed.data as Figure);
  if (piece.list === 'markers') return setMarker(setup, parsed.data as Marker);
  return done(
    { ...setup, terrain: setup.terrain.map((t, i) => (i === piece.index ? (parsed.data as typeof t) : t)) },
    [id],
  );
}

function carriedFlag(setup: Setup, figureId: string): Marker | undefined {
  return setup.markers.find((m) => m.kind === 'flag' && m.carriedBy === figureId);
}

function setFigure(setup: Setup, before: Figure, wanted: Figure): EditResult {
  const label = figureLabel(setup, wanted);
  const after = setup.mode === 'hex' ? { ...wanted, facing: snapFacing(wanted.facing) } : wanted;
  if (after.role === 'marshal' && (after.expert || after.grenades.length > 0)) {
    return refuse(`${label}: a Marshal is no player: no expert status, no grenades`);
  }
  const flag = carriedFlag(setup, after.id);
  if (flag !== undefined && after.role === 'marshal')
    return refuse(`${label} carries ${markerLabel(flag)}: Marshals never carry a flag`);
  if (flag !== undefined && after.status === 'sentry')
    return refuse(`${label} carries ${markerLabel(flag)}: a flag carrier cannot be a sentry (PM-SENTRY)`);
  const bunker =
    after.status === 'sentry'
      ? setup.terrain.find((t) => t.kind === 'bunker' && inRing(setup, t, after.at))
      : undefined;
  if (bunker !== undefined)
    return refuse(`${label} is in the bunker: figures in bunkers cannot be sentries (PM-SENTRY)`);
  if (
    setup.mode === 'hex' &&
    takesRoom(after) &&
    (after.team !== before.team || after.role !== before.role || !takesRoom(before))
  ) {
    const layout = layoutOf(setup);
    const here = hexKey(pointToHex(layout, after.at));
    const foe = setup.figures.find(
      (o) =>
        o.id !== after.id &&
        takesRoom(o) &&
        hexKey(pointToHex(layout, o.at)) === here &&
        isOpponent(after, o),
    );
    if (foe !== undefined)
      return refuse(
        `${label} cannot be ${after.team} here: ${figureLabel(setup, foe)} of the other team shares the hex`,
      );
  }
  let placed = after;
  if (takesRoom(after) && (!takesRoom(before) || after.facing !== before.facing)) {
    // Back from elimination it needs a place again; turned in hexless play its base may now overlap.
    const settled = settle(
      setup,
      setup.figures.filter((f) => f.id !== after.id),
      [{ figure: after, target: after.at }],
    );
    if (!settled.ok) return settled;
    placed = settled.figures.get(after.id) ?? after;
  }
  const dropped = flag !== undefined && after.status === 'eliminated';
  return done(
    {
      ...setup,
      figures: setup.figures.map((f) => (f.id === placed.id ? placed : f)),
      markers: dropped
        ? setup.markers.map((m) => (m === flag ? { ...m, carriedBy: null } : m))
        : setup.markers,
    },
    [after.id],
  );
}

function setMarker(setup: Setup, after: Marker): EditResult {
  let marker = after;
  if (after.kind === 'flag' && after.carriedBy !== null) {
    const label = markerLabel(after);
    const carrier = setup.figures.find((f) => f.id === after.carriedBy);
    if (carrier === undefined) return refuse(`${label}: the figure to carry it is not on the table`);
    const who = figureLabel(setup, carrier);
    if (carrier.role === 'marshal')
      return refuse(`${label}: ${who} is a Marshal, and Marshals never carry a flag`);
    if (carrier.status === 'eliminated')
      return refuse(`${label}: ${who} is eliminated and cannot carry a flag`);
    if (carrier.status === 'sentry')
      return refuse(`${label}: ${who} is a sentry, and a flag carrier cannot be one (PM-SENTRY)`);
    const other = carriedFlag(setup, carrier.id);
    if (other !== undefined && other.id !== after.id)
      return refuse(`${label}: ${who} already carries ${markerLabel(other)}`);
    marker = { ...after, at: carrier.at };
  }
  return done({ ...setup, markers: setup.markers.map((m) => (m.id === marker.id ? marker : m)) }, [
    marker.id,
  ]);
}
