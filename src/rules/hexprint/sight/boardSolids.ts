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
// rewritten (src/sight's restack: their own triangles and the BVH nodes over them): the solids'
// work for one raised hex is the same on a small board as on a big one. Finding which hexes changed
// passes over every entry, a reference compare each where the new board kept the old one's entry.

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
  private keys: string[] = [];
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
    const before = this.last;
    this.last = terrain;
    if (this.plain) {
      this.buildPlain(terrain);
      return { rebuilt: true, restacked: 0 };
    }
    if (this.stacks === null || before === null || !this.sameHexes(terrain)) {
      this.build(terrain);
      return { rebuilt: true, restacked: 0 };
    }
    // A hex whose entry is the very one the last board had (an edit copies only what it changes)
    // is passed over; any other is measured and restacked if its height moved.
    const sameCards = terrain.cards === before.cards;
    let restacked = 0;
    const levels = this.stacks.levels;
    for (let i = 0; i < this.keys.length; i++) {
      const key = this.keys[i]!;
      if (sameCards && terrain.hexes[key] === before.hexes[key]) continue;
      const now = solidLevels(terrain, this.hexList[i]!);
      if (now === levels[i]) continue;
      restack(this.stacks, i, now);
      restacked++;
    }
    return { rebuilt: false, restacked };
  }

  /** Whether `terrain` has exactly the hexes the solids were built for. */
  private sameHexes(terrain: Terrain): boolean {
    let count = 0;
    for (const key in terrain.hexes) {
      if (!this.slot.has(key)) return false;
      count++;
    }
    return count === this.keys.length;
  }

  private buildPlain(terrain: Terrain): void {
    this.hexList = Object.keys(terrain.hexes)
      .map(parseHexKey)
      .filter((h) => solidLevels(terrain, h) > 0);
    const parts = this.hexList.map((h, i) => ({
      shape: hexStack(hexonLayout, h, solidLevels(terrain, h), LEVEL_CM),
      roles: 1,
      owner: i,
    }));
    this.plainSolids = buildSolids(parts, { eye: 1 }).eye;
  }

  private build(terrain: Terrain): void {
    const keys = Object.keys(terrain.hexes);
    this.keys = keys;
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
