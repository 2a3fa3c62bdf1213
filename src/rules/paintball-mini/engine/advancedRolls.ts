import type { Figure, Setup, Team } from '../setup/types';
import type { Dice } from '../../../game/dice';
import type { AssignGrenade, ChooseExpert, Choice, StartAsk } from './decisions';
import { oneTwoThree } from './dieRules';
import type { GameState, PaintCtx } from './gameState';
import { changed, teamName } from './gameState';
import type { LogEntry } from '../../../game/log';
import { note, rolled } from '../../../game/log';

// PM-EXPERT, PM-GRENADE: at the start each team rolls how many experts and grenades it has; its
// player then chooses which figures are experts and each grenade's kind and carrier, one question at
// a time (red's first, then blue's). A set-up that already assigns any is used as it stands. With
// experts off, nobody is an expert whatever the set-up marks.

export const GRENADE_KINDS = ['smoke', 'paint'] as const;

const mine = (figures: readonly Figure[], team: Team): Figure[] =>
  figures.filter((f) => f.team === team && f.role === 'paintballer' && f.status !== 'eliminated');

export interface StartRolls {
  readonly figures: Figure[];
  /** The questions to put to the players, in order. */
  readonly asks: StartAsk[];
}

/** The dice at the start: how many experts and grenades each team has, and the questions that follow. */
export function rollAdvanced(setup: Setup, dice: Dice, log: LogEntry[]): StartRolls {
  let figures = setup.figures.slice();
  if (!setup.options.experts && figures.some((f) => f.expert)) {
    figures = figures.map((f) => (f.expert ? { ...f, expert: false } : f));
    note(log, 0, 'PM-EXPERT', 'experts are not in play: no figure is an expert, whatever the set-up marks');
  }
  const asks: StartAsk[] = [];
  // A set-up that marks any expert (any grenade) has made that choice for both teams already.
  const rollExperts = setup.options.experts && !figures.some((f) => f.expert);
  const rollGrenades = setup.options.grenades && !figures.some((f) => f.grenades.length > 0);
  for (const team of ['red', 'blue'] as const) {
    const side = mine(figures, team);
    const name = teamName(team);
    if (rollExperts) {
      if (side.length === 0) note(log, 0, 'PM-EXPERT', `${name} has no paintballers: no experts`);
      else {
        const die = dice.roll(6);
        const n = Math.min(oneTwoThree(die), side.length);
        note(
          log,
          0,
          'PM-EXPERT',
          `${name} rolls for experts: ${die} → ${n}; ${name} chooses who`,
          undefined,
          rolled(6, [die]),
        );
        for (let k = 1; k <= n; k++) asks.push({ team, what: 'expert', number: k, of: n });
      }
    }
    if (rollGrenades) {
      if (side.length === 0) note(log, 0, 'PM-GRENADE', `${name} has no paintballers: no grenades`);
      else {
        const die = dice.roll(6);
        const n = oneTwoThree(die);
        note(
          log,
          0,
          'PM-GRENADE',
          `${name} rolls for grenades: ${die} → ${n}; ${name} chooses each one's kind and carrier`,
          undefined,
          rolled(6, [die]),
        );
        for (let k = 1; k <= n; k++) asks.push({ team, what: 'grenade', number: k, of: n });
      }
    }
  }
  return { figures, asks };
}

/** The decision for `ask`, or null when none is left. */
export function startQuestion(
  figures: readonly Figure[],
  id: number,
  asks: readonly StartAsk[],
): ChooseExpert | AssignGrenade | null {
  const ask = asks[0];
  if (ask === undefined) return null;
  const waiting = asks.slice(1);
  const side = mine(figures, ask.team);
  const name = teamName(ask.team);
  if (ask.what === 'expert') {
    return {
      kind: 'chooseExpert',
      id,
      player: ask.team,
      question: `${name}: which paintballer is expert ${ask.number} of ${ask.of}?`,
      options: side.filter((f) => !f.expert).map((f) => f.id),
      waiting,
    };
  }
  return {
    kind: 'assignGrenade',
    id,
    player: ask.team,
    question: `${name}: grenade ${ask.number} of ${ask.of}: which kind, carried by whom?`,
    options: GRENADE_KINDS.flatMap((grenade) => side.map((f) => ({ grenade, figureId: f.id }))),
    waiting,
  };
}

/** A player's answer to a start question: the figure becomes an expert, or takes the grenade. */
export function decideStart(ctx: PaintCtx, s: GameState, choice: Choice): GameState {
  const p = s.pending as ChooseExpert | AssignGrenade;
  const i = choice as number;
  let figures: Figure[];
  let runs = s.runs;
  if (p.kind === 'chooseExpert') {
    const id = p.options[i]!;
    figures = s.table.figures.map((f) => (f.id === id ? { ...f, expert: true } : f));
    runs = { ...runs, [id]: { ...runs[id]!, ap: 3 } };
    ctx.say('PM-EXPERT', `${teamName(p.player)} makes ${nameOf(s, id)} an expert (3 AP)`, id);
  } else {
    const { grenade, figureId } = p.options[i]!;
    figures = s.table.figures.map((f) =>
      f.id === figureId ? { ...f, grenades: [...f.grenades, grenade] } : f,
    );
    ctx.say(
      'PM-GRENADE',
      `${teamName(p.player)} gives a ${grenade} grenade to ${nameOf(s, figureId)}`,
      figureId,
    );
  }
  const pending = startQuestion(figures, s.nextDecision, p.waiting);
  return changed(s, {
    table: { ...s.table, figures },
    runs,
    pending,
    nextDecision: pending === null ? s.nextDecision : s.nextDecision + 1,
  });
}

const nameOf = (s: GameState, id: string): string => s.table.figures.find((f) => f.id === id)?.name ?? id;

/**
 * The automatic policy: experts in set-up order; grenades smoke, paint, smoke… to the team's
 * paintballers in set-up order (the engine's old hand-out, so seeded simulations keep their games).
 */
export function autoStart(s: GameState): number {
  const p = s.pending as ChooseExpert | AssignGrenade;
  if (p.kind === 'chooseExpert') return 0;
  const side = mine(s.table.figures, p.player);
  const given = handedOut(side);
  const want = { grenade: GRENADE_KINDS[given % 2]!, figureId: side[given % side.length]!.id };
  const k = p.options.findIndex((o) => o.grenade === want.grenade && o.figureId === want.figureId);
  return k < 0 ? 0 : k;
}

const handedOut = (side: readonly Figure[]): number => side.reduce((n, f) => n + f.grenades.length, 0);
