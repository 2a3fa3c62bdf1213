// Writes the rulebook's scenarios to assets/setups/*.json from src/setup/scenarios.ts.
import { writeFileSync } from 'node:fs';
import { SCENARIOS, serialiseSetup } from '../src/setup';

for (const [id, make] of Object.entries(SCENARIOS)) {
  writeFileSync(`assets/setups/${id}.json`, serialiseSetup(make()));
  console.log(`wrote assets/setups/${id}.json`);
}
