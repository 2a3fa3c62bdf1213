import { describe, expect, it } from 'vitest';
import type { Hex } from '../../../../../src/geometry';
import { hexNeighbours } from '../../../../../src/geometry';
import { placesOf, routePlaces } from '../../../../../src/game/places/placeWords';
import { hexWords, moveRouteWords, placeFacts } from '../../../../../src/rules/hexprint/engine/placeFacts';
import { newGame } from '../../../../../src/rules/hexprint/engine/start';
import { kingOfTheHill, skirmish } from '../../../../../src/rules/hexprint/setup/scenarios';

// HP-MOVE, HP-FORCED, HP-SETUP: HexPrint's log and refusals name a hex by its terrain (hill levels,
// the forest, the ruins, the water, the mission's hill), the units and the deployment rows around it,
// never by its coordinates. The starter set's two boards: axial (col − ⌊row/2⌋, row).

const cell = (col: number, row: number): Hex => ({ q: col - Math.floor(row / 2), r: row });

describe('HexPrint place words', () => {
  it('HP-HEIGHT: King of the Hill names the mission hill and its levels', () => {
    const s = newGame(kingOfTheHill(), 1);
    expect(hexWords(s, s.mission.hill!)).toBe("on the objective hill's third level");
    const ring = hexNeighbours(s.mission.hill!)[0]!;
    expect(hexWords(s, ring)).toBe("on the objective hill's second level");
    expect(moveRouteWords(s, 'north-scout', ring, s.mission.hill!)).toBe(
      "from the objective hill's second level up onto the objective hill's third level",
    );
  });

  it('HP-TAGS: Skirmish names its woods, ruins and pond, the two of each told apart', () => {
    const s = newGame(skirmish(), 1);
    expect(hexWords(s, cell(2, 3))).toBe('in the west forest');
    expect(hexWords(s, cell(9, 6))).toBe('in the east forest');
    expect(hexWords(s, cell(7, 3))).toBe("on the north-east ruins' second level");
    expect(hexWords(s, cell(6, 3))).toBe("on the north-east ruins' first level");
    expect(hexWords(s, cell(9, 4))).toBe('in the east water');
    expect(hexWords(s, cell(4, 4))).toBe('on top of the west hill');
  });

  it('HP-SETUP: units and deployment rows name the hexes nothing else names', () => {
    const s = newGame(skirmish(), 1);
    // Beside the North Scout at (8, 1): named by the unit, which is no landmark for itself.
    expect(hexWords(s, cell(9, 1))).toBe('beside North Scout');
    expect(hexWords(s, cell(9, 1), 'north-scout')).not.toContain('North Scout');
  });

  it('every hex of both boards has words with no coordinates, and a route reads each hex anew', () => {
    for (const setup of [skirmish(), kingOfTheHill()]) {
      const s = newGame(setup, 1);
      const facts = placeFacts(s);
      for (const h of facts.board) for (const p of placesOf(facts, h)) expect(p.at).not.toMatch(/\d/);
      const row = facts.board.filter((h) => h.r === 5);
      const words = routePlaces(facts, row).map((p) => p.at);
      for (let i = 1; i < words.length; i++) expect(words[i]).not.toBe(words[i - 1]);
    }
  });
});
