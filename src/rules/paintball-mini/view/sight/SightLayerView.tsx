import { useEffect, useMemo } from 'react';
import type { Setup, Team } from '../../setup';
import { useOffScreen } from '../../../../scene/offScreen';
import { askLinesAfterFrame, drawnLineOf, useDrawings } from './drawnOnPage';
import { useShownGame } from '../state/store';
import { useTable } from '../state/store';
import { EnemyBadges } from './EnemyBadges';
import { SightLineView } from './SightLineView';
import { ThreatOverlay } from './ThreatOverlay';

/** The table's idle warm-up (src/scene/OverlayWarmup.tsx) takes its steps from here. */
export { warmSight as warm } from './warmSight';

const teamOf = (seat: string | null): Team | null => (seat === 'red' || seat === 'blue' ? seat : null);

/** Everything the sight tools draw: the chosen line, the hovered preview, enemy badges, the threat view. */
export default function SightLayerView({ setup }: { setup: Setup }) {
  const selectedId = useTable((s) => s.selectedId);
  const targetId = useTable((s) => s.targetId);
  const hoverId = useTable((s) => s.hoverId);
  // The threat view names a seat; PaintBall's seats are its two teams.
  const threatTeam = useTable((s) => teamOf(s.threatTeam));
  // PM-AIM: in a game, a figure that has taken aim fires its next volley aimed; the badges say so.
  const played = useShownGame();
  const aimed = selectedId !== null && played?.game.runs[selectedId]?.aimed === true;
  const shooter = setup.figures.find((f) => f.id === selectedId);
  const hovered = setup.figures.find((f) => f.id === hoverId);
  const canPreview =
    shooter !== undefined &&
    hovered !== undefined &&
    hovered.id !== targetId &&
    hovered.team !== shooter.team &&
    hovered.role === 'paintballer' &&
    shooter.role === 'paintballer';
  // The selected figure's lines to its enemies come from the sight worker, asked for once the
  // select's frame is drawn: a hover or a click then finds its line on the page, or draws it a frame
  // later, when it comes. Off screen (a battle report's picture) the line is measured at once: the
  // picture will not wait.
  const now = useOffScreen();
  useEffect(() => {
    if (selectedId !== null && !now) return askLinesAfterFrame(setup, selectedId);
  }, [setup, selectedId, now]);
  return (
    <>
      {selectedId !== null && <EnemyBadges setup={setup} shooterId={selectedId} aimed={aimed} />}
      {selectedId !== null && (targetId !== null || canPreview) && (
        <DrawnLines
          setup={setup}
          shooterId={selectedId}
          targetId={targetId}
          previewId={canPreview ? hoverId : null}
          now={now}
        />
      )}
      {threatTeam !== null && <ThreatOverlay setup={setup} team={threatTeam} />}
    </>
  );
}

/**
 * The chosen line and the hovered preview, as drawn. Only this part of the layer is drawn again as
 * the worker's drawings come in, and only while it shows a line: after a select (no target, no
 * hover) they come and nothing is drawn again.
 */
function DrawnLines({
  setup,
  shooterId,
  targetId,
  previewId,
  now,
}: {
  setup: Setup;
  shooterId: string;
  targetId: string | null;
  previewId: string | null;
  now: boolean;
}) {
  const eyeView = useTable((s) => s.eyeView);
  const drawings = useDrawings();
  const line = useMemo(
    () => (targetId !== null ? drawnLineOf(setup, shooterId, targetId, now) : null),
    // `drawings` changes when lines arrive: one still on its way is looked up again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setup, shooterId, targetId, now, drawings],
  );
  const preview = useMemo(
    () => (previewId !== null ? drawnLineOf(setup, shooterId, previewId, now) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setup, shooterId, previewId, now, drawings],
  );
  return (
    <>
      {line !== null && <SightLineView setup={setup} line={line} preview={false} eyeView={eyeView} />}
      {preview !== null && <SightLineView setup={setup} line={preview} preview />}
    </>
  );
}
