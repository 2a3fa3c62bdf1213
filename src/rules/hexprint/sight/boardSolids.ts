import type { Hex } from '../../../geometry';
import { hexCorners, hexonLayout, parseHexKey } from '../../../geometry';
import type { Solids } from '../../../sight';
import { buildSolids, hexStack } from '../../../sight';
import type { StackSolids } from '../../../sight/stackSolids';
import { buildStackSolids, restack } from '../../../sight/stackSolids';
import type { Terrain } from '../board/terrain';
import { cardsAt, heightAt } from '../board/terrain';
import { LEVEL_CM } from '../engine/world';

// The board's stacks as solids, kept up to date as the terrain changes: every hex of the board is
// one stack (its levels, and its terrain's screen on top: a forest's trees), built once per set of
// hexes. When a later terrain has the same hexes, only the stacks whose height changed are
// rewritten (src/sight's restack: their own triangles and the BVH nodes over them), so raising one
// hex in the editor costs the same on a small board as on a big one.

/** How tall a hex's solid stands, in levels: its land and the tallest screen of its terrain. */
export const solidLevels = (terrain: Terrain, h: Hex): number =>
  heightAt(terrain, h) + Math.max(0, ...cardsAt(terrain, h).map((c) => c.screen));

/** What bringing the solids up to a terrain did. */
export interface Refresh {
  /** Built from scratch: the first board, or one with other hexes. */
  readonly rebuilt: boolean;
  /** How many stacks were rewritten in place. */
  readonly restacked: number;
}

export class BoardSolids {
  /** `plain`: the un-accelerated comparison (bench, tests): only standing stacks, built again on every change. */
  constructor(private readonly plain = false) {}

  private stacks: StackSolids | null = null;
  private plainSolids: Solids | null = null;
  /** The hex each stack (its owner number) stands on, and each hex's key to its stack. */
  private hexList: Hex[] = [];
  private slot = new Map<string, number>();
  private last: Terrain | null = null;

  get solids(): Solids {
    const solids = this.plain ? this.plainSolids : (this.stacks?.solids ?? null);
    if (solids === null) throw new Error('HexPrint sight: no board yet; refresh it with a terrain first');
    return solids;
  }

  /** The hex a hit's owner number names. */
  hexOf(owner: number): Hex {
    return this.hexList[owner]!;
  }

  /** Brings the solids up to `terrain`, rewriting only the stacks that changed. */
  refresh(terrain: Terrain): Refresh {
    if (terrain === this.last) return { rebuilt: false, restacked: 0 };
    this.last = terrain;
    const keys = Object.keys(terrain.hexes);
    if (this.plain) {
      this.buildPlain(terrain, keys);
      return { rebuilt: true, restacked: 0 };
    }
    if (this.stacks === null || keys.length !== this.slot.size || keys.some((k) => !this.slot.has(k))) {
      this.build(terrain, keys);
      return { rebuilt: true, restacked: 0 };
    }
    let restacked = 0;
    const levels = this.stacks.levels;
    for (let i = 0; i < this.hexList.length; i++) {
      const now = solidLevels(terrain, this.hexList[i]!);
      if (now === levels[i]) continue;
      restack(this.stacks, i, now);
      restacked++;
    }
    return { rebuilt: false, restacked };
  }

  private buildPlain(terrain: Terrain, keys: readonly string[]): void {
    this.hexList = keys.map(parseHexKey).filter((h) => solidLevels(terrain, h) > 0);
    const parts = this.hexList.map((h, i) => ({
      shape: hexStack(hexonLayout, h, solidLevels(terrain, h), LEVEL_CM),
      roles: 1,
      owner: i,
    }));
    this.plainSolids = buildSolids(parts, { eye: 1 }).eye;
  }

  private build(terrain: Terrain, keys: readonly string[]): void {
    this.hexList = keys.map(parseHexKey);
    this.slot = new Map(keys.map((k, i) => [k, i]));
    this.stacks = buildStackSolids(
      this.hexList.map((h, i) => ({
        outline: hexCorners(hexonLayout, h),
        levels: solidLevels(terrain, h),
        levelCm: LEVEL_CM,
        owner: i,
      })),
    );
  }
}
