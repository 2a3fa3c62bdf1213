import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hexCorners, hexToPoint } from '../../../../../src/geometry';
import { importModel } from '../../../../../src/models';
import { duel } from '../../../../../src/rules/hex-battle-wars/setup/scenarios';
import { LEVEL_CM } from '../../../../../src/rules/hex-battle-wars/setup/level';
import {
  OBSTACLE_KIND,
  obstacleFootprints,
  obstacleModelTopOn,
} from '../../../../../src/rules/hex-battle-wars/view/table/obstacleModels';
import { pieceParts } from '../../../../../src/rules/hex-battle-wars/view/table/pieceParts';
import { placedPieces } from '../../../../../src/rules/hex-battle-wars/view/table/pieces';
import { PLAIN_ADJUST, onFootprint, withModel } from '../../../../../src/table/meshes';
import { Vector3 } from 'three';

// Hex Battle Wars' obstacles drawn as a player's model (the shipped rock.gltf sample): each obstacle
// of the Duel's board gets the model stretched over its hex, corner to corner, and as tall as its
// blocks (HB-LEVEL: 4 cm a level), where sight measures the blocks (HB-LOS).

describe("Hex Battle Wars' obstacle models", () => {
  it("EN-HB-OBSTACLE-MODEL, HB-LOS: each obstacle's model stands on its hex's corners and is as tall as its blocks", async () => {
    const got = await importModel(new Uint8Array(readFileSync('assets/models/rock.gltf')), 'rock.gltf');
    if (!got.ok) throw new Error(got.reason);
    const setup = duel();
    const stacks = setup.board.stacks.filter((s) => s.height > 0);
    const fits = obstacleFootprints(setup);
    expect(fits.map((f) => f.height)).toEqual(stacks.map((s) => s.height * LEVEL_CM));
    expect(fits.map((f) => f.height)).toEqual([4, 8, 12, 4, 4, 4]);
    stacks.forEach((s, i) => {
      const p = onFootprint(got.mesh.positions, PLAIN_ADJUST, fits[i]!);
      const span = (a: number) => {
        let [lo, hi] = [Infinity, -Infinity];
        for (let j = a; j < p.length; j += 3) [lo, hi] = [Math.min(lo, p[j]!), Math.max(hi, p[j]!)];
        return [lo, hi];
      };
      const corners = hexCorners(setup.board, s.at);
      const xs = corners.map((c) => c.x);
      const ys = corners.map((c) => c.y);
      const centre = hexToPoint(setup.board, s.at);
      const [x, y, z] = [span(0), span(1), span(2)];
      expect(x[0]).toBeCloseTo(Math.min(...xs), 4);
      expect(x[1]).toBeCloseTo(Math.max(...xs), 4);
      expect(z[0]).toBeCloseTo(Math.min(...ys), 4);
      expect(z[1]).toBeCloseTo(Math.max(...ys), 4);
      expect((x[0]! + x[1]!) / 2).toBeCloseTo(centre.x, 4);
      expect(y[0]).toBeCloseTo(0, 5);
      expect(y[1]).toBeCloseTo(s.height * LEVEL_CM, 4);
    });
  });

  it("a character on an obstacle whose model the player grew has its seat's mark float over the model", async () => {
    const got = await importModel(new Uint8Array(readFileSync('assets/models/rock.gltf')), 'rock.gltf');
    if (!got.ok) throw new Error(got.reason);
    const plain = duel();
    const tall = plain.board.stacks.find((s) => s.height === 3)!;
    const bare = plain.board.tiles[0]!.at;
    const onTop = { ...plain, characters: [{ ...plain.characters[0]!, at: tall.at }] };
    expect(obstacleModelTopOn(onTop, tall.at)).toBe(null);
    const grown = withModel(onTop, OBSTACLE_KIND, got.mesh, { scale: 1.5, turn: 0, lift: 0.5 });
    // Three blocks of 4 cm, 1.5 times, and half a centimetre up.
    expect(obstacleModelTopOn(grown, tall.at)).toBeCloseTo(18.5, 9);
    expect(obstacleModelTopOn(grown, bare)).toBe(null);
    const markHeights = (setup: typeof onTop) =>
      pieceParts(setup, placedPieces(setup), null, (hex) => obstacleModelTopOn(setup, hex)).marks.map(
        (m) => new Vector3().setFromMatrixPosition(m.matrix).y,
      );
    // On the plain blocks the marks sit on the base, 12 cm up; on the grown model, over its top.
    for (const y of markHeights(onTop)) expect(y).toBeLessThan(13);
    const over = markHeights(grown);
    expect(over).toHaveLength(1);
    expect(over[0]).toBeGreaterThan(18.5);
  });
});
