import { useMemo } from 'react';
import type { DashedRing } from '../../../../scene/DashedRings';
import { DashedRings } from '../../../../scene/DashedRings';
import { seatColourOf } from '../../../../scene/colours';
import { placedModels } from '../table/models';
import { useShownGame, useShownTable } from '../state/store';

// The activated unit on the table (HP-ACTIVATE): a dashed ring in its seat's colour round each of its
// models, so the table shows whose activation it is where the panel says it.

export function ActivationRing() {
  const setup = useShownTable();
  const unit = useShownGame()?.game.activation?.unit ?? null;
  const rings = useMemo<DashedRing[]>(
    () =>
      unit === null
        ? []
        : placedModels(setup)
            .filter((p) => p.unit === unit)
            .map((p) => ({
              x: p.at.x,
              // Above the lit hexes (0.4 cm up), so a move's yellow discs never hide it.
              y: p.ground + 0.7,
              z: p.at.y,
              radius: p.radius + 1.4,
              colour: seatColourOf(setup, p.seat),
            })),
    [setup, unit],
  );
  return <DashedRings name="activation-ring" rings={rings} />;
}
