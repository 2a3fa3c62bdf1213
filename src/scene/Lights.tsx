/** Soft daylight: a sky/ground fill and one sun whose soft shadow map covers the whole table. */
export function Lights() {
  return (
    <>
      <hemisphereLight args={['#eaf2ff', '#4a3b2a', 1.25]} />
      <directionalLight
        position={[-40, 90, 35]}
        intensity={2.2}
        castShadow
        shadow-mapSize={[1024, 1024]}
        shadow-camera-left={-70}
        shadow-camera-right={70}
        shadow-camera-top={50}
        shadow-camera-bottom={-50}
        shadow-camera-near={10}
        shadow-camera-far={250}
        shadow-bias={-0.0004}
        shadow-normalBias={0.02}
        shadow-radius={3}
      />
    </>
  );
}
