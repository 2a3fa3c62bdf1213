import { z } from 'zod';
import { MOST_TRIANGLES } from '../table/meshes';

// The parts of a glTF file the importer reads, shape-checked before anything is built from them. The
// objects are loose: the rest of the file (materials, textures, animations, …) is allowed and then
// dropped, as a model comes in as shape only. Lists are capped so a tiny file cannot name a
// million nodes, and every accessor's count is capped so none can ask for gigabytes of zeros (an
// accessor with no buffer view is filled with zeros of its count).

const index = z.number().int().min(0);
const MOST_ITEMS = 20_000;
/** The most elements one accessor may hold: three corners of every triangle a model may have. */
export const MOST_ACCESSOR = 3 * MOST_TRIANGLES;

const extensions = z.record(z.string(), z.unknown()).optional();

export const gltfShape = z.looseObject({
  asset: z.looseObject({ version: z.string().max(20) }),
  extensionsUsed: z.array(z.string().max(100)).max(100).optional(),
  extensionsRequired: z.array(z.string().max(100)).max(100).optional(),
  buffers: z
    .array(z.looseObject({ uri: z.string().optional(), byteLength: index }))
    .max(MOST_ITEMS)
    .default([]),
  bufferViews: z
    .array(
      z.looseObject({
        buffer: index,
        byteOffset: index.optional(),
        byteLength: z.number().int().min(1),
        byteStride: z.number().int().min(4).max(252).optional(),
        extensions,
      }),
    )
    .max(MOST_ITEMS)
    .default([]),
  accessors: z
    .array(
      z.looseObject({
        bufferView: index.optional(),
        byteOffset: index.optional(),
        count: z
          .number()
          .int()
          .min(1)
          .max(MOST_ACCESSOR, `an accessor may hold at most ${MOST_ACCESSOR} elements`),
        sparse: z.looseObject({ count: z.number().int().min(1).max(MOST_ACCESSOR) }).optional(),
      }),
    )
    .max(MOST_ITEMS)
    .default([]),
  meshes: z
    .array(
      z.looseObject({
        primitives: z
          .array(
            z.looseObject({
              attributes: z.looseObject({ POSITION: index.optional() }),
              indices: index.optional(),
              mode: z.number().int().min(0).max(6).optional(),
              extensions,
            }),
          )
          .min(1)
          .max(1000),
        extensions,
      }),
    )
    .max(MOST_ITEMS)
    .default([]),
  nodes: z
    .array(
      z.looseObject({
        children: z.array(index).max(MOST_ITEMS).optional(),
        mesh: index.optional(),
        extensions,
      }),
    )
    .max(MOST_ITEMS)
    .default([]),
  scenes: z
    .array(z.looseObject({ nodes: z.array(index).max(MOST_ITEMS).optional() }))
    .max(100)
    .default([]),
  scene: index.optional(),
});

export type GltfJson = z.infer<typeof gltfShape>;
