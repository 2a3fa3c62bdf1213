import type { Card, TerrainCard } from './cardSchema';
import type { Mission } from './schema';

// The starter set (hexprint-rulings.md): the project's own four unit cards, three terrain cards and
// two missions, shipped as set-up data so a player's own cards sit beside them and are checked the
// same way. The app says plainly that this set is its own, not the rulebook's.

export const STARTER_NOTE = 'Starter set cards and missions are this app’s own design, not the rulebook’s.';

export const LINE_SQUAD: Card = {
  id: 'line-squad',
  name: 'Line Squad',
  type: 'Line Squad',
  models: 3,
  footprint: 1,
  height: 1,
  tags: ['Infantry', 'Squad'],
  statics: [],
  act: 2,
  mov: 2,
  tar: 4,
  abilities: [{ kind: 'shoot', range: 6, dice: 'per model' }, { kind: 'dig in' }],
  boxes: [2, 2, 2, 2, 1, 3],
};

export const SCOUT: Card = {
  id: 'scout',
  name: 'Scout',
  type: 'Scout',
  models: 1,
  footprint: 1,
  height: 1,
  tags: ['Infantry'],
  statics: [{ kind: 'climber' }],
  act: 3,
  mov: 3,
  tar: 4,
  abilities: [{ kind: 'shoot', range: 4, dice: 1 }, { kind: 'spot' }],
  boxes: [1, 2, 1, 1, 1, 1],
};

export const HEAVY_GUNNER: Card = {
  id: 'heavy-gunner',
  name: 'Heavy Gunner',
  type: 'Heavy Gunner',
  models: 1,
  footprint: 1,
  height: 1,
  tags: ['Infantry'],
  statics: [],
  act: 2,
  mov: 1,
  tar: 5,
  abilities: [{ kind: 'shoot', range: 8, dice: 3 }, { kind: 'pin' }],
  boxes: [1, 1, 2, 2, 1, 2],
};

export const WALKER: Card = {
  id: 'walker',
  name: 'Walker',
  type: 'Walker',
  models: 1,
  footprint: 3,
  height: 2,
  tags: ['Vehicle'],
  statics: [{ kind: 'armoured' }],
  act: 2,
  mov: 2,
  tar: 4,
  abilities: [{ kind: 'shoot', range: 6, dice: 2 }, { kind: 'stomp' }],
  boxes: [2, 2, 2, 2, 2, 2],
};

export const STARTER_CARDS: readonly Card[] = [LINE_SQUAD, SCOUT, HEAVY_GUNNER, WALKER];

export const FOREST: TerrainCard = {
  id: 'forest',
  name: 'Forest',
  tag: 'Forest',
  cost: 2,
  rule: 'screens',
  screen: 1,
  burns: 0,
};
export const RUINS: TerrainCard = {
  id: 'ruins',
  name: 'Ruins',
  tag: 'Ruins',
  cost: 1,
  rule: 'shelters',
  screen: 0,
  burns: 0,
};
export const WATER: TerrainCard = {
  id: 'water',
  name: 'Water',
  tag: 'Water',
  cost: 2,
  rule: 'none',
  screen: 0,
  burns: 0,
};

export const STARTER_TERRAIN: readonly TerrainCard[] = [FOREST, RUINS, WATER];

export const SKIRMISH: Mission = {
  id: 'skirmish',
  name: 'Skirmish',
  kind: 'skirmish',
  defender: null,
  hill: null,
  zones: [],
  batches: [],
  terrainZones: [],
  rotations: 3,
};

export const KING_OF_THE_HILL: Mission = {
  id: 'king-of-the-hill',
  name: 'King of the Hill',
  kind: 'king of the hill',
  defender: null,
  hill: { q: 3, r: 5 },
  zones: [],
  batches: [],
  terrainZones: [],
  rotations: 3,
};
