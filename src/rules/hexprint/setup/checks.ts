import { hexKey } from '../../../geometry';
import type { SetupProblem } from '../../../table';
import type { Terrain } from '../board/terrain';
import { footprint, isGround, isLevel, onBoard, terrainOf } from '../board/terrain';
import { batchProblems } from './batchChecks';
import { checkCard, checkTerrainCards } from './cardChecks';
import type { Setup } from './schema';

// What HexPrint's schema cannot say: ids unique, every unit on a card and a seat of this table with
// the card's number of models, every model where it fits (HP-PLACE) and level (HP-MULTIHEX), one
// model a hex, and the mission's hill and defender on this table.

function unique(list: readonly { id: string }[], field: string, problems: SetupProblem[]): void {
  const seen = new Map<string, number>();
  list.forEach((x, i) => {
    const first = seen.get(x.id);
    if (first !== undefined)
      problems.push({ field: `${field}[${i}].id`, problem: `"${x.id}" is already ${field}[${first}]` });
    else seen.set(x.id, i);
  });
}

export function checkSetup(setup: Setup): SetupProblem[] {
  const problems: SetupProblem[] = [];
  unique(setup.cards, 'cards', problems);
  setup.cards.forEach((c, i) => problems.push(...checkCard(c, `cards[${i}]`)));
  problems.push(...checkTerrainCards(setup.terrainCards));
  unique(setup.units, 'units', problems);
  const terrain = terrainOf(setup.board, setup.terrainCards);
  const seats = new Set(setup.seats.map((s) => s.id));
  const taken = new Map<string, string>();
  const modelIds = new Map<string, string>();
  setup.units.forEach((unit, i) => {
    const field = `units[${i}]`;
    if (!seats.has(unit.seat))
      problems.push({ field: `${field}.seat`, problem: `"${unit.seat}" is not a seat of this table` });
    const card = setup.cards.find((c) => c.id === unit.card);
    if (card === undefined) {
      problems.push({ field: `${field}.card`, problem: `"${unit.card}" is not a card of this set-up` });
      return;
    }
    if (unit.models.length !== card.models)
      problems.push({
        field: `${field}.models`,
        problem: `${card.name} has ${card.models} model(s), not ${unit.models.length}`,
      });
    if (unit.reserve && !setup.mission.zones.some((z) => z.seat === unit.seat))
      problems.push({
        field: `${field}.reserve`,
        problem: `the mission gives ${unit.seat} no zone to deploy it in`,
      });
    unit.models.forEach((m, j) => {
      const mf = `${field}.models[${j}]`;
      const first = modelIds.get(m.id);
      if (first !== undefined)
        problems.push({ field: `${mf}.id`, problem: `model "${m.id}" is already in ${first}` });
      else modelIds.set(m.id, field);
      if (!unit.reserve)
        problems.push(...placeProblems(terrain, footprint(m.at, m.facing, card.footprint), mf, taken, m.id));
    });
  });
  problems.push(...missionProblems(setup, terrain), ...batchProblems(setup));
  return problems;
}

function placeProblems(
  terrain: Terrain,
  hexes: readonly { q: number; r: number }[],
  field: string,
  taken: Map<string, string>,
  id: string,
): SetupProblem[] {
  const problems: SetupProblem[] = [];
  for (const h of hexes) {
    // The field names the model: its hex needs no coordinates.
    const where = hexes.length === 1 ? 'its hex' : 'a hex it covers';
    if (!isGround(terrain, h))
      problems.push({
        field: `${field}.at`,
        problem: `${where} is off the board or open water: the model cannot stand there`,
      });
    const other = taken.get(hexKey(h));
    if (other !== undefined)
      problems.push({ field: `${field}.at`, problem: `${where} is already taken by model "${other}"` });
    taken.set(hexKey(h), id);
  }
  if (hexes.every((h) => onBoard(terrain, h)) && !isLevel(terrain, hexes))
    problems.push({
      field: `${field}.at`,
      problem: 'its hexes are at different heights: a model covering several hexes stands level',
    });
  return problems;
}

function missionProblems(setup: Setup, terrain: Terrain): SetupProblem[] {
  const problems: SetupProblem[] = [];
  const { mission } = setup;
  if (mission.defender !== null && !setup.seats.some((s) => s.id === mission.defender))
    problems.push({
      field: 'mission.defender',
      problem: `"${mission.defender}" is not a seat of this table`,
    });
  mission.zones.forEach((z, i) => {
    if (!setup.seats.some((s) => s.id === z.seat))
      problems.push({
        field: `mission.zones[${i}].seat`,
        problem: `"${z.seat}" is not a seat of this table`,
      });
    if (z.rows[0] > z.rows[1])
      problems.push({ field: `mission.zones[${i}].rows`, problem: 'the first row is past the last' });
  });
  if (mission.kind === 'king of the hill' && mission.hill === null)
    problems.push({ field: 'mission.hill', problem: 'king of the hill needs its hill: the top hex' });
  if (mission.hill !== null && !onBoard(terrain, mission.hill))
    problems.push({
      field: 'mission.hill',
      problem: "the hill's top hex is not on the board",
    });
  return problems;
}
