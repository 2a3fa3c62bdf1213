import { z } from '../table/zod';
import { MOST_TRIANGLES } from '../table/meshes';

// The parts of a glTF file the importer reads, shape-checked before anything is built from them. The
// objects are loose: the rest of the file (materials, textures, animations, …) is allowed and then
// dropped, as a model comes in as shape only. Lists are capped so a tiny file cannot name a
// million nodes, and every accessor's count is capped so none can ask for gigabytes of zeros (an
// accessor with no buffer view is filled with zeros of its count).

const index = z.int().check(z.minimum(0));
const MOST_ITEMS = 20_000;
/** The most elements one accessor may hold: three corners of every triangle a model may have. */
export const MOST_ACCESSOR = 3 * MOST_TRIANGLES;

const extensions = z.optional(z.record(z.string(), z.unknown()));

export const gltfShape = z.looseObject({
  asset: z.looseObject({ version: z.string().check(z.maxLength(20)) }),
  extensionsUsed: z.optional(z.array(z.string().check(z.maxLength(100))).check(z.maxLength(100))),
  extensionsRequired: z.optional(z.array(z.string().check(z.maxLength(100))).check(z.maxLength(100))),
  buffers: z._default(
    z.array(z.looseObject({ uri: z.optional(z.string()), byteLength: index })).check(z.maxLength(MOST_ITEMS)),
    [],
  ),
  bufferViews: z._default(
    z
      .array(
        z.looseObject({
          buffer: index,
          byteOffset: z.optional(index),
          byteLength: z.int().check(z.minimum(1)),
          byteStride: z.optional(z.int().check(z.minimum(4), z.maximum(252))),
          extensions,
        }),
      )
      .check(z.maxLength(MOST_ITEMS)),
    [],
  ),
  accessors: z._default(
    z
      .array(
        z.looseObject({
          bufferView: z.optional(index),
          byteOffset: z.optional(index),
          count: z
            .int()
            .check(
              z.minimum(1),
              z.maximum(MOST_ACCESSOR, `an accessor may hold at most ${MOST_ACCESSOR} elements`),
            ),
          sparse: z.optional(z.looseObject({ count: z.int().check(z.minimum(1), z.maximum(MOST_ACCESSOR)) })),
        }),
      )
      .check(z.maxLength(MOST_ITEMS)),
    [],
  ),
  meshes: z._default(
    z
      .array(
        z.looseObject({
          primitives: z
            .array(
              z.looseObject({
                attributes: z.looseObject({ POSITION: z.optional(index) }),
                indices: z.optional(index),
                mode: z.optional(z.int().check(z.minimum(0), z.maximum(6))),
                extensions,
              }),
            )
            .check(z.minLength(1), z.maxLength(1000)),
          extensions,
        }),
      )
      .check(z.maxLength(MOST_ITEMS)),
    [],
  ),
  nodes: z._default(
    z
      .array(
        z.looseObject({
          children: z.optional(z.array(index).check(z.maxLength(MOST_ITEMS))),
          mesh: z.optional(index),
          extensions,
        }),
      )
      .check(z.maxLength(MOST_ITEMS)),
    [],
  ),
  scenes: z._default(
    z
      .array(z.looseObject({ nodes: z.optional(z.array(index).check(z.maxLength(MOST_ITEMS))) }))
      .check(z.maxLength(100)),
    [],
  ),
  scene: z.optional(index),
});

export type GltfJson = z.infer<typeof gltfShape>;
