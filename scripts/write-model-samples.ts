// Writes the sample model files to assets/models/ (scripts/modelSamples/samples.ts): one of each
// kind the importer reads, made here and not downloaded, so tests and players have a model of every
// format to try. Run with `npm run models`; the files are committed, and
// tests/unit/models/samples.test.ts checks they are still what this writes.
import { writeFileSync } from 'node:fs';
import { modelSamples } from './modelSamples/samples';

for (const [name, bytes] of Object.entries(modelSamples())) {
  writeFileSync(`assets/models/${name}`, bytes);
  console.log(`wrote assets/models/${name}`);
}
