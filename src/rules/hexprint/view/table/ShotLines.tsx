import { useMemo } from 'react';
import { Vector3 } from 'three';
import { MarkParts, barShape } from '../../../../scene/InstancedPart';
import { barBetween } from '../../../../scene/barBetween';
import { SIGHT_COLOURS } from '../../../../scene/colours';
import { materials } from '../../../../scene/materials';
import type { Tier } from '../../engine/cover';
import type { Setup } from '../../setup/schema';
import { useShotFocus } from '../play/shotFocus';
import { placedModels } from './models';

// HP-LOS on the table: while a model is picked and an enemy model targeted, each shooting model's
// line to the model it shoots at, coloured by the cover it sees (the shot card's tiers): clear with
// no cover, amber through partial cover, red through full cover or with no line of sight. The hexes
// hiding the target are lit by the game's layer.

const COLOUR: Readonly<Record<Tier, string>> = {
  'no cover': SIGHT_COLOURS.clear,
  'partial cover': SIGHT_COLOURS.inTheWay,
  'full cover': SIGHT_COLOURS.blocked,
  'no line of sight': SIGHT_COLOURS.blocked,
};

export default function ShotLines({ setup }: { setup: Setup }) {
  const shot = useShotFocus();
  const bars = useMemo(() => {
    if (shot === null) return [];
    const models = new Map(placedModels(setup).map((m) => [m.id, m]));
    return shot.lines.flatMap((l) => {
      const from = models.get(l.shooter);
      const to = models.get(l.target);
      if (from === undefined || to === undefined) return [];
      // From the shooter's upper body to the target's middle: where a player sights along.
      const eye = new Vector3(from.at.x, from.ground + from.height * 0.75, from.at.y);
      const body = new Vector3(to.at.x, to.ground + to.height * 0.5, to.at.y);
      return [barBetween(eye, body, 0.3, COLOUR[l.tier])];
    });
  }, [shot, setup]);
  if (bars.length === 0) return null;
  return (
    <MarkParts
      name="sight-line"
      material={materials().glow}
      parts={[{ name: 'sight-bars', geometry: barShape(), instances: bars }]}
    />
  );
}
