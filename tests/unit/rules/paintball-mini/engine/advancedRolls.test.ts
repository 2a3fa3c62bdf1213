import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../../../src/rules/paintball-mini/engine';
import { apply, autoAction, flatSight, newGame } from '../../../../../src/rules/paintball-mini/engine';
import { rollAdvanced, startQuestion } from '../../../../../src/rules/paintball-mini/engine/advancedRolls';
import { ForcedDice } from '../../../../../src/game/dice';
import type { LogEntry } from '../../../../../src/game/log';
import { captureTheFlag } from '../../../../../src/rules/paintball-mini/setup';
import { lines, table } from './support/table';
import { act } from './support/act';

// PM-EXPERT, PM-GRENADE, PM-LARGE: the dice at the start say how many; the players choose who.

const advanced = () => {
  const base = captureTheFlag();
  return { ...base, options: { ...base.options, experts: true, grenades: true } };
};

describe('advanced rolls at the start', () => {
  it('PM-EXPERT: the dice say how many; the player then chooses which figures are experts', () => {
    const s = newGame(advanced(), 7);
    expect(lines(s.log)).toEqual([
      '[game] Capture the Flag: a new game, seed 7, on hexes',
      '[PM-EXPERT] Red rolls for experts: 1 → 1; Red chooses who',
      "[PM-GRENADE] Red rolls for grenades: 6 → 3; Red chooses each one's kind and carrier",
      '[PM-EXPERT] Blue rolls for experts: 2 → 1; Blue chooses who',
      "[PM-GRENADE] Blue rolls for grenades: 2 → 1; Blue chooses each one's kind and carrier",
    ]);
    expect(s.pending).toMatchObject({
      kind: 'chooseExpert',
      id: 1,
      player: 'red',
      question: 'Red: which paintballer is expert 1 of 1?',
      options: ['red-1', 'red-2', 'red-3', 'red-4', 'red-5', 'red-6'],
    });
    expect(s.table.figures.some((f) => f.expert)).toBe(false);
    expect(apply(s, { type: 'rollCommand' }, { sight: flatSight })).toEqual({
      ok: false,
      rule: 'PM-EXPERT',
      reason: 'waiting for red: Red: which paintballer is expert 1 of 1?',
    });
    const chosen = act(s, { type: 'decide', decisionId: 1, choice: 2 });
    expect(chosen.log).toEqual(['[PM-EXPERT] Red makes Red 3 an expert (3 AP)']);
    expect(chosen.state.table.figures.filter((f) => f.expert).map((f) => f.id)).toEqual(['red-3']);
    expect(chosen.state.runs['red-3']!.ap).toBe(3);
    expect(chosen.state.runs['red-1']!.ap).toBe(2);
  });

  it('PM-GRENADE: the player chooses each grenade’s kind and carrier, one question a grenade, then the game goes on', () => {
    let s = act(newGame(advanced(), 7), { type: 'decide', decisionId: 1, choice: 0 }).state;
    expect(s.pending).toMatchObject({
      kind: 'assignGrenade',
      id: 2,
      player: 'red',
      question: 'Red: grenade 1 of 3: which kind, carried by whom?',
    });
    const options = s.pending!.options as readonly { grenade: string; figureId: string }[];
    expect(options).toHaveLength(12);
    const pick = (grenade: string, figureId: string) =>
      options.findIndex((o) => o.grenade === grenade && o.figureId === figureId);
    const log: string[] = [];
    for (const [grenade, id] of [
      ['paint', 'red-5'],
      ['paint', 'red-5'],
      ['smoke', 'red-2'],
    ] as const) {
      const r = act(s, { type: 'decide', decisionId: s.pending!.id, choice: pick(grenade, id) });
      log.push(...r.log);
      s = r.state;
    }
    expect(log).toEqual([
      '[PM-GRENADE] Red gives a paint grenade to Red 5',
      '[PM-GRENADE] Red gives a paint grenade to Red 5',
      '[PM-GRENADE] Red gives a smoke grenade to Red 2',
    ]);
    expect(s.table.figures.find((f) => f.id === 'red-5')!.grenades).toEqual(['paint', 'paint']);
    expect(s.table.figures.find((f) => f.id === 'red-2')!.grenades).toEqual(['smoke']);
    expect(s.pending).toMatchObject({ kind: 'chooseExpert', id: 5, player: 'blue' });
    s = act(s, { type: 'decide', decisionId: 5, choice: 5 }).state;
    expect(s.pending).toMatchObject({ kind: 'assignGrenade', id: 6, player: 'blue' });
    const last = act(s, { type: 'decide', decisionId: 6, choice: 6 });
    expect(last.log).toEqual(['[PM-GRENADE] Blue gives a paint grenade to Blue 1']);
    expect(last.state.pending).toBeNull();
    expect(last.state.nextDecision).toBe(7);
    const rolled = act(last.state, { type: 'rollCommand' }, [4, 2]);
    expect(rolled.log).toEqual([
      '[PM-CMD] command dice turn 1: red 4, blue 2 → Red acts first; every figure may act',
    ]);
  });

  it('PM-GRENADE: the automatic policy answers at the start: experts and grenades (smoke, paint, smoke) in set-up order', () => {
    let s = newGame(advanced(), 7);
    while (s.pending !== null) s = act(s, autoAction(s, flatSight)!).state;
    const given = s.table.figures.filter((f) => f.expert || f.grenades.length > 0);
    expect(given.map((f) => [f.id, f.expert, f.grenades])).toEqual([
      ['red-1', true, ['smoke']],
      ['red-2', false, ['paint']],
      ['red-3', false, ['smoke']],
      ['blue-1', true, ['smoke']],
    ]);
  });

  it('PM-GRENADE: a side without paintballers gets no grenades and no experts, logged; the other side still chooses', () => {
    const base = table([
      { id: 'r1', hex: { q: 0, r: 1 } },
      { id: 'm1', hex: { q: 3, r: 1 }, marshal: true },
    ]);
    const setup = { ...base, options: { ...base.options, experts: true, grenades: true } };
    const log: LogEntry[] = [];
    const rolls = rollAdvanced(setup, new ForcedDice([3, 5]), log);
    expect(lines(log)).toEqual([
      '[PM-EXPERT] Red rolls for experts: 3 → 1; Red chooses who',
      "[PM-GRENADE] Red rolls for grenades: 5 → 3; Red chooses each one's kind and carrier",
      '[PM-EXPERT] Blue has no paintballers: no experts',
      '[PM-GRENADE] Blue has no paintballers: no grenades',
    ]);
    expect(rolls.asks).toEqual([
      { team: 'red', what: 'expert', number: 1, of: 1 },
      { team: 'red', what: 'grenade', number: 1, of: 3 },
      { team: 'red', what: 'grenade', number: 2, of: 3 },
      { team: 'red', what: 'grenade', number: 3, of: 3 },
    ]);
    expect(startQuestion(rolls.figures, 1, rolls.asks)).toMatchObject({
      kind: 'chooseExpert',
      options: ['r1'],
    });
    let s = newGame(setup, 1);
    while (s.pending !== null) s = act(s, autoAction(s, flatSight)!).state;
    expect(s.table.figures.find((f) => f.id === 'r1')!.grenades).toEqual(
      ['smoke', 'paint', 'smoke'].slice(0, 3),
    );
  });

  it('PM-EXPERT: with experts off, a figure the set-up marks expert is not one', () => {
    const base = table([
      { id: 'r1', hex: { q: 0, r: 1 }, expert: true },
      { id: 'b1', hex: { q: 4, r: 1 } },
    ]);
    const s = newGame({ ...base, options: { ...base.options, experts: false } }, 1);
    expect(lines(s.log).slice(1)).toEqual([
      '[PM-EXPERT] experts are not in play: no figure is an expert, whatever the set-up marks',
    ]);
    expect(s.table.figures.find((f) => f.id === 'r1')!.expert).toBe(false);
    expect(s.runs.r1!.ap).toBe(2);
    expect(s.pending).toBeNull();
  });
});

describe('large teams', () => {
  const hexes = [
    { q: 0, r: 0 },
    { q: 0, r: 1 },
    { q: 0, r: 2 },
    { q: 0, r: 3 },
  ];
  const reds = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ id: `r${i + 1}`, hex: hexes[Math.floor(i / 3)]!, slot: i % 3 }));

  it('PM-LARGE: 2d6 command dice follow the team’s starting size, not its current size', () => {
    const s = newGame(table([...reds(12), { id: 'b1', hex: { q: 4, r: 1 } }]), 1);
    const [gone, ...rest] = s.table.figures;
    const lost: GameState = {
      ...s,
      table: { ...s.table, figures: rest },
      out: [{ ...gone!, status: 'eliminated' }],
    };
    const rolled = act(lost, { type: 'rollCommand' }, [3, 4, 5]);
    expect(rolled.log).toEqual([
      '[PM-LARGE] command dice turn 1: red 3+4, blue 5 → Red acts first; every figure may act',
    ]);
    expect(rolled.state.command).toEqual({ red: 7, blue: 5 });
  });

  it('PM-LARGE: a team that starts with 11 paintballers rolls one die', () => {
    const s = newGame(table([...reds(11), { id: 'b1', hex: { q: 4, r: 1 } }]), 1);
    expect(act(s, { type: 'rollCommand' }, [3, 5]).log).toEqual([
      '[PM-CMD] command dice turn 1: red 3, blue 5 → Blue acts first; every figure may act',
    ]);
  });
});
