// The sight layer: a table's solids in three.js with a BVH (three-mesh-bvh), for any rule system.
// A system turns its pieces and stacks into parts (parts.ts), builds one set of solids per role it
// needs (solids.ts) and asks: what does this ray meet, and whose is it (rays.ts)? how much of that
// model does this eye see (visible.ts; a piece's imported model: meshModel.ts)? how high is the ground here (heights.ts)?
export type { Part, Shape } from './parts';
export { drawShape, hexStack, stackTop } from './parts';
export { SolidBuilder, circle } from './shapes';
export type { Solids } from './solids';
export { NO_OWNER, buildSolids } from './solids';
export type { RayHit } from './rays';
export { blocked, castAll, firstHit, hitsBetween, inView, ownerOf } from './rays';
export { gatherNear, gatheredBlock } from './gather';
export { crossesCylinder } from './cylinders';
export type { Body, Screen, Seen } from './visible';
export { bodySample, modelBody, seenOf } from './visible';
export type { MeshModel, ModelAt } from './meshModel';
export { eyeHeightOf, meshModel, toModel, toTable } from './meshModel';
export { insideModel, modelSamples } from './meshSamples';
export { crossesModel } from './modelCross';
export { surfaceAt } from './heights';
