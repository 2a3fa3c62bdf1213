import type { Intersection, Raycaster } from 'three';
import { InstancedMesh, Matrix4, Mesh, Sphere } from 'three';

// A pointer event on the table raycasts every mesh that listens to the pointer, and three's
// InstancedMesh.raycast walks every instance: it copies the instance's matrix, multiplies it into
// the world, transforms the shape's bounding sphere and only then finds the ray missing it. On the
// big tables that is every figure's base, body and head, four times a click (move, press, release,
// click). Here each instance's world sphere is worked out once per change of the instances and the
// ray tested against the spheres alone; the instances it meets are cast as three casts them.
//
// A click is four events down one ray (the pointer's move, press, release and the click itself):
// the hits of the last ray are kept, and the same ray at the same instances gets copies of them.

/** Each instance's bounding sphere in the world, as three's per-instance test makes it, and what it was made from. */
interface Spheres {
  readonly centres: Float64Array;
  readonly radii: Float64Array;
  readonly count: number;
  readonly instances: number;
  readonly world: Matrix4;
  readonly sphere: Sphere;
}

/** The last ray cast at a mesh and what it met, for the next event down the same ray. */
interface LastCast {
  readonly spheres: Spheres;
  readonly geometry: InstancedMesh['geometry'];
  readonly material: InstancedMesh['material'];
  readonly ray: readonly number[];
  readonly hits: readonly Intersection[];
}

const kept = new WeakMap<InstancedMesh, Spheres>();
const lastCasts = new WeakMap<InstancedMesh, LastCast>();
const _local = new Matrix4();
const _world = new Matrix4();
const _sphere = new Sphere();
const _one = new Mesh();
const _hits: Intersection[] = [];

function spheresOf(mesh: InstancedMesh): Spheres | null {
  const shape =
    mesh.geometry.boundingSphere ?? (mesh.geometry.computeBoundingSphere(), mesh.geometry.boundingSphere);
  if (shape === null) return null;
  const was = kept.get(mesh);
  if (
    was !== undefined &&
    was.count === mesh.count &&
    was.instances === mesh.instanceMatrix.version &&
    was.world.equals(mesh.matrixWorld) &&
    was.sphere.equals(shape)
  )
    return was;
  const centres = new Float64Array(mesh.count * 3);
  const radii = new Float64Array(mesh.count);
  for (let i = 0; i < mesh.count; i++) {
    mesh.getMatrixAt(i, _local);
    _world.multiplyMatrices(mesh.matrixWorld, _local);
    _sphere.copy(shape).applyMatrix4(_world);
    centres[3 * i] = _sphere.center.x;
    centres[3 * i + 1] = _sphere.center.y;
    centres[3 * i + 2] = _sphere.center.z;
    // A hair larger: only a pre-test, it must never drop an instance three's own test would meet.
    radii[i] = _sphere.radius * (1 + 1e-9) + 1e-9;
  }
  const now = {
    centres,
    radii,
    count: mesh.count,
    instances: mesh.instanceMatrix.version,
    world: mesh.matrixWorld.clone(),
    sphere: shape.clone(),
  };
  kept.set(mesh, now);
  return now;
}

/**
 * The instances of `mesh` a ray meets, as three's `InstancedMesh.raycast` finds them (the same
 * intersections, in the same order), testing each instance's kept sphere first.
 */
export function raycastInstances(
  mesh: InstancedMesh,
  raycaster: Raycaster,
  intersects: Intersection[],
): void {
  const spheres = spheresOf(mesh);
  if (spheres === null || mesh.material === undefined)
    return InstancedMesh.prototype.raycast.call(mesh, raycaster, intersects);
  const { origin, direction } = raycaster.ray;
  const ray = [
    origin.x,
    origin.y,
    origin.z,
    direction.x,
    direction.y,
    direction.z,
    raycaster.near,
    raycaster.far,
  ];
  const last = lastCasts.get(mesh);
  if (
    last !== undefined &&
    last.spheres === spheres &&
    last.geometry === mesh.geometry &&
    last.material === mesh.material &&
    last.ray.every((v, i) => v === ray[i])
  ) {
    for (const hit of last.hits) intersects.push(copyOf(hit));
    return;
  }
  const from = intersects.length;
  castAtSpheres(mesh, spheres, raycaster, intersects);
  lastCasts.set(mesh, {
    spheres,
    geometry: mesh.geometry,
    material: mesh.material,
    ray,
    hits: intersects.slice(from).map(copyOf),
  });
}

/** A hit of its own: its point, normals and face are not shared with whoever was handed the kept one. */
const copyOf = (hit: Intersection): Intersection => {
  const copy: Intersection = { ...hit, point: hit.point.clone() };
  if (hit.face != null) copy.face = { ...hit.face, normal: hit.face.normal.clone() };
  if (hit.normal !== undefined) copy.normal = hit.normal.clone();
  if (hit.uv !== undefined) copy.uv = hit.uv.clone();
  if (hit.uv1 !== undefined) copy.uv1 = hit.uv1.clone();
  return copy;
};

function castAtSpheres(
  mesh: InstancedMesh,
  spheres: Spheres,
  raycaster: Raycaster,
  intersects: Intersection[],
): void {
  if (mesh.boundingSphere === null) mesh.computeBoundingSphere();
  _sphere.copy(mesh.boundingSphere!).applyMatrix4(mesh.matrixWorld);
  const ray = raycaster.ray;
  if (!ray.intersectsSphere(_sphere)) return;
  _one.geometry = mesh.geometry;
  _one.material = mesh.material;
  const { centres, radii } = spheres;
  for (let i = 0; i < spheres.count; i++) {
    _sphere.center.set(centres[3 * i]!, centres[3 * i + 1]!, centres[3 * i + 2]!);
    _sphere.radius = radii[i]!;
    if (!ray.intersectsSphere(_sphere)) continue;
    mesh.getMatrixAt(i, _local);
    _world.multiplyMatrices(mesh.matrixWorld, _local);
    _one.matrixWorld.copy(_world);
    _one.raycast(raycaster, _hits);
    for (const hit of _hits) {
      hit.instanceId = i;
      hit.object = mesh;
      intersects.push(hit);
    }
    _hits.length = 0;
  }
}

/** `raycastInstances` as a mesh's own `raycast`, for the instanced parts that listen to the pointer. */
export function instancesRaycast(
  this: InstancedMesh,
  raycaster: Raycaster,
  intersects: Intersection[],
): void {
  raycastInstances(this, raycaster, intersects);
}
