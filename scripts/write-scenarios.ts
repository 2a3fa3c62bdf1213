// Writes every system's built-in tables to assets/setups/*.json: PaintBall Mini's scenarios and
// showcase (src/rules/paintball-mini/setup), Hex Battle Wars' tables (hex-battle-wars-<id>.json) and
// HexPrint's starter missions (hexprint-<id>.json).
import { writeFileSync } from 'node:fs';
import { MAT_SCENARIOS, SCENARIOS, serialiseSetup, showcase } from '../src/rules/paintball-mini/setup';
import { SCENARIOS as BATTLES } from '../src/rules/hex-battle-wars/setup';
import { SCENARIOS as HEXPRINT } from '../src/rules/hexprint/setup/scenarios';

const battles = Object.fromEntries(
  Object.entries(BATTLES).map(([id, make]) => [`hex-battle-wars-${id}`, make]),
);
const hexprint = Object.fromEntries(Object.entries(HEXPRINT).map(([id, make]) => [`hexprint-${id}`, make]));
const all = { ...SCENARIOS, ...MAT_SCENARIOS, showcase, ...battles, ...hexprint };
for (const [id, make] of Object.entries(all)) {
  writeFileSync(`assets/setups/${id}.json`, serialiseSetup(make()));
  console.log(`wrote assets/setups/${id}.json`);
}
