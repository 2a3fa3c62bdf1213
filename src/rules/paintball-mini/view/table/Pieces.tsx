import type { Setup } from '../../setup';
import { Figures } from '../figures/Figures';
import { Markers } from '../markers/Markers';
import { Terrain } from '../terrain/Terrain';

/** PaintBall Mini's pieces on the table: its terrain, its figures (walking in a game) and its flags and splats. */
export function Pieces({ setup, animate }: { setup: Setup; animate: boolean }) {
  return (
    <>
      <Terrain setup={setup} />
      <Figures setup={setup} animate={animate} />
      <Markers setup={setup} />
    </>
  );
}
