import { OBJLoader } from 'three/examples/jsm/loaders/OBJLoader.js';
import type { TriangleMesh } from '../table/meshes';
import { MOST_TRIANGLES, clipWords } from '../table/meshes';
import { refuse } from './result';
import { sceneMesh } from './toMesh';

// OBJ through three's OBJLoader. The loader reads a line by its first letter and warns about (or
// misreads) anything else, and triangulates a face of any number of corners, so the text is read
// once first: every line must be one the format defines, the faces' triangles are counted against
// the cap before the loader builds them, and a line that names another file (a material library or
// a texture map) is refused by name, because a model comes in as one file and nothing else is
// ever fetched.

/** The OBJ keywords that describe a shape or only name parts of it. */
const SHAPE_WORDS = new Set(['v', 'vn', 'vt', 'vp', 'f', 'l', 'p', 'o', 'g', 's', 'usemtl']);

export function readObj(bytes: Uint8Array): TriangleMesh {
  const text = new TextDecoder().decode(bytes).replace(/\r\n/g, '\n').replace(/\\\n/g, '');
  checkObjLines(text);
  return sceneMesh(new OBJLoader().parse(text));
}

function checkObjLines(text: string): void {
  let triangles = 0;
  let lineNumber = 0;
  for (const raw of text.split('\n')) {
    lineNumber++;
    const line = raw.trimStart();
    if (line.length === 0 || line.startsWith('#') || line === '\0') continue;
    const words = line.split(/\s+/).filter((w) => w.length > 0);
    const word = words[0]!;
    if (word === 'mtllib' || word === 'usemap')
      refuse(
        `the OBJ names another file on line ${lineNumber} (${clipWords(line)}): a model comes in as one file, shape only, so export it without materials or textures`,
      );
    if (!SHAPE_WORDS.has(word))
      refuse(`line ${lineNumber} of the OBJ is not one the format defines: ${clipWords(line)}`);
    if (word === 'f') {
      triangles += Math.max(0, words.length - 3);
      if (triangles > MOST_TRIANGLES)
        refuse(
          `the OBJ has more than ${MOST_TRIANGLES.toLocaleString('en')} triangles, the most a model may have: simplify it and import it again`,
        );
    }
  }
}
