import { MeshLambertMaterial } from 'three';

// One material for every model kind: each vertex takes its own colour times as much of the
// instance's (its seat's) colour as its `seatTint` says (paint.ts). A figure's jersey and base go
// the seat's colour while its face and gun keep theirs, in one mesh and one draw call; three.js
// alone multiplies every vertex by the instance colour, which would dye the faces too.

let made: MeshLambertMaterial | null = null;

export function seatTinted(): MeshLambertMaterial {
  if (made !== null) return made;
  const material = new MeshLambertMaterial({ vertexColors: true });
  material.onBeforeCompile = (shader) => {
    shader.vertexShader = shader.vertexShader
      .replace('#include <color_pars_vertex>', '#include <color_pars_vertex>\nattribute float seatTint;')
      .replace(
        '#include <color_vertex>',
        [
          'vColor = vec4( 1.0 );',
          'vColor.rgb *= color;',
          '#ifdef USE_INSTANCING_COLOR',
          '  vColor.rgb *= mix( vec3( 1.0 ), instanceColor.rgb, seatTint );',
          '#endif',
        ].join('\n'),
      );
  };
  // Its program differs from a plain vertex-coloured Lambert's: three must not share theirs.
  material.customProgramCacheKey = () => 'seat-tinted';
  made = material;
  return made;
}
