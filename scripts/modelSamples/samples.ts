import { Mesh } from 'three';
import { OBJExporter } from 'three/examples/jsm/exporters/OBJExporter.js';
import { STLExporter } from 'three/examples/jsm/exporters/STLExporter.js';
import { glbBytes, gltfText } from './gltfWriter';
import { figure, rock, treeParts } from './shapes';

// The sample model files, by name: one of each kind the importer reads.
//
//   figure.stl         binary STL, +z up as slicers write it   figure-ascii.stl   the same, ASCII
//   figure.obj         OBJ, +y up                              tree.glb           GLB, two nodes
//   rock.gltf          glTF with its buffer in a data URI

export function modelSamples(): Record<string, Uint8Array> {
  const text = (s: string) => new TextEncoder().encode(s);
  // An STL is modelled +z up: the figure is stood on +z before it is written.
  const zUp = new Mesh(figure().rotateX(Math.PI / 2));
  const binary = new STLExporter().parse(zUp, { binary: true }) as DataView;
  const { trunk, crown, crownAt } = treeParts();
  return {
    'figure.stl': new Uint8Array(binary.buffer, binary.byteOffset, binary.byteLength),
    'figure-ascii.stl': text(new STLExporter().parse(zUp, { binary: false }) as string),
    'figure.obj': text(new OBJExporter().parse(new Mesh(figure()))),
    'tree.glb': glbBytes([{ geometry: trunk }, { geometry: crown, translation: [0, crownAt, 0] }]),
    'rock.gltf': text(gltfText([{ geometry: rock() }])),
  };
}
