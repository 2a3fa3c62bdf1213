import type { HexPrintState } from '../../engine/gameState';
import { modelById, modelName } from '../../engine/units';
import { cardView, noShotWords } from '../../engine/views';
import type { ShotFocus } from '../play/shotFocus';
import { useShotFocus } from '../play/shotFocus';
import { useShownGame, useTable, useTableStore } from '../state/store';
import { seatColourAt } from '../../../../scene/colours';
import { DamageBars } from '../../../../ui/play/DamageBars';
import { SideCard } from '../../../../ui/SideCard';
import { lookAlongShot } from './shooterEye';
import { UnitCard } from './UnitCard';

const pct = (p: number) => `${(p * 100).toFixed(p > 0 && p < 0.1 ? 1 : 0)} %`;
const needWords = (need: number) =>
  need > 6 ? 'cannot hit' : need === 6 ? 'hits on a 6' : `hits on ${need}+`;

/**
 * Beside the table while a model is picked: its unit's card, the card of the unit it targets, and
 * the shot between them before its dice.
 */
export default function PickedPanel() {
  const store = useTableStore();
  const played = useShownGame();
  const selectedId = useTable((s) => s.selectedId);
  const targetId = useTable((s) => s.targetId);
  const shot = useShotFocus();
  if (played === null) return null;
  const game = played.game;
  const cards = [selectedId, targetId].flatMap((id) => {
    const unit = id === null ? undefined : modelById(game, id)?.unit;
    const card = unit === undefined ? null : cardView(game, unit.id);
    return unit === undefined || card === null ? [] : [{ unit, card }];
  });
  if (cards.length === 0) return null;
  const colour = (seat: string) => seatColourAt(game.seats.indexOf(seat));
  return (
    <SideCard
      label={cards.map(({ unit }) => unit.name).join(' and ')}
      testId="picked-panel"
      className="hexprint-picked"
    >
      {cards.map(({ unit, card }) => (
        <UnitCard
          key={unit.id}
          id={`picked-${unit.id}`}
          card={card}
          colour={colour(unit.seat)}
          picked={false}
          onPick={() => undefined}
        />
      ))}
      {shot !== null && <ShotCard game={game} shot={shot} onLook={() => lookAlongShot(store)} />}
    </SideCard>
  );
}

/**
 * The shot before its dice (HP-LOS, HP-COVER, HP-TERRAIN-CARD): for each shooting model, the share
 * of its target its eye sees on the 3D table, the cover that gives and why (the hexes hiding it are
 * lit red on the table), the roll it needs after cover, and the exact chance of each number of
 * damage points; a button puts the camera at the shooter's eye.
 */
function ShotCard({ game, shot, onLook }: { game: HexPrintState; shot: ShotFocus; onLook(): void }) {
  const name = (id: string) => {
    const m = modelById(game, id);
    return m === undefined ? id : modelName(m.unit, m.model);
  };
  return (
    <section className="attack-card hexprint-shot" data-testid="shot-card">
      <h3>
        {game.units.find((u) => u.id === shot.unit)?.name} shoots at{' '}
        {game.units.find((u) => u.id === shot.target)?.name}
      </h3>
      {shot.lines.length === 0 ? (
        <p data-testid="shot-none">{noShotWords(game, shot)}</p>
      ) : (
        <ul className="shot-lines">
          {shot.lines.map((l) => (
            <li key={l.shooter} data-testid="shot-line">
              <strong>{name(l.shooter)}</strong> → {name(l.target)}:{' '}
              <span data-testid="shot-percent">{Math.round(l.percent)} % seen</span>,{' '}
              <span data-testid="shot-tier">{l.tier}</span>; {l.dice} {l.dice === 1 ? 'die' : 'dice'},{' '}
              {needWords(l.need)}
              <br />
              <span className="muted">{l.why}</span>
            </li>
          ))}
        </ul>
      )}
      <p>Damage before any re-roll:</p>
      <ul className="odds" data-testid="shot-odds">
        {shot.odds.map((p, k) => (
          <li key={k}>
            {k} point{k === 1 ? '' : 's'}: {pct(p)}
          </li>
        ))}
      </ul>
      <DamageBars chances={shot.odds} from={0} caption="Damage points before any re-roll" />
      <button type="button" onClick={onLook}>
        Look from the shooter&apos;s eye
      </button>
    </section>
  );
}
