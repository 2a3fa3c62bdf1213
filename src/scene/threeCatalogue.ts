// The three.js classes the table writes as JSX elements (<mesh>, <group>, …): react-three-fiber's
// Canvas registers whatever namespace it imports as 'three', and given the whole of three it keeps
// all of it in the first download. vite.config.ts hands the Canvas this list instead, so the rest of
// three is left out unless something uses it. A new lowercase element goes here, or it fails to draw
// (tests/unit/scene/threeCatalogue.test.ts lists them from the source).
export {
  BoxGeometry,
  Color,
  CylinderGeometry,
  DirectionalLight,
  Fog,
  Group,
  HemisphereLight,
  InstancedMesh,
  Mesh,
  MeshBasicMaterial,
  PlaneGeometry,
  RingGeometry,
  ShaderMaterial,
} from 'three';
