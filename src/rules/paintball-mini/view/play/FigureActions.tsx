import { useTable } from '../state/store';
import { OfferBar } from '../../../../ui/play/OfferBar';
import type { GameState, Shot } from '../../engine';
import { paintballMini } from '../../system';
import { VolleyOdds } from '../panels/VolleyOdds';
import { tableSight } from '../state/tableSight';

/** The grenade a 'throw-smoke' / 'throw-paint' offer aims, as the table's click waits for it. */

/**
 * The selected figure's action bar: PaintBall Mini's offers in the shared bar, with the volley
 * odds (PM-SNAP) of every volley it may fire now under them.
 */
export function FigureActions({ game, figureId }: { game: GameState; figureId: string }) {
  const targetId = useTable((s) => s.targetId);
  const sheet = paintballMini.offers(game, { pieceId: figureId, targetId }, tableSight);
  if (sheet === null) return null;
  // PM-SNAP: every volley that may be fired now, with its odds per target before a die is rolled.
  const volleys = sheet.offers.flatMap((o) => {
    const a = o.action;
    return typeof a !== 'function' && a.type === 'shoot' && o.refused === undefined
      ? [{ label: o.label, shots: a.shots as readonly Shot[] }]
      : [];
  });
  return (
    <OfferBar sheet={sheet}>
      <VolleyOdds game={game} figureId={figureId} choices={volleys} />
    </OfferBar>
  );
}
