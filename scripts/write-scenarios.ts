// Writes the rulebook's scenarios and the showcase to assets/setups/*.json from src/rules/paintball-mini/setup.
import { writeFileSync } from 'node:fs';
import { MAT_SCENARIOS, SCENARIOS, serialiseSetup, showcase } from '../src/rules/paintball-mini/setup';

const all = { ...SCENARIOS, ...MAT_SCENARIOS, showcase };
for (const [id, make] of Object.entries(all)) {
  writeFileSync(`assets/setups/${id}.json`, serialiseSetup(make()));
  console.log(`wrote assets/setups/${id}.json`);
}
