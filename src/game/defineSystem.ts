import type { Envelope, SetupKind } from '../table';
import { readersOf } from '../table';
import { legalActions } from './legality';
import type { PlayMode, RuleSystem } from './ruleSystem';

// A rule system states only what it has; the kit fills the rest, here and once (tldraw's ShapeUtil
// defaults are the model). A system with no automatic player of its own gets the first legal
// action, one with nothing to refuse off a single screen refuses nothing, and so on below.

/** The slots a system may leave out, with what the kit puts there instead. */
type Defaulted = 'modes' | 'scenarios' | 'seatChooses' | 'emptyStep' | 'auto' | 'offline' | 'showAction';

/** What a system states: its RuleSystem, less the slots it may leave to the kit. */
export type SystemSpec<S, A, T, W> = Omit<RuleSystem<S, A, T, W>, Defaulted> &
  Partial<Pick<RuleSystem<S, A, T, W>, 'modes' | 'seatChooses' | 'emptyStep' | 'offline' | 'showAction'>> & {
    /** Its built-in tables by id, each named by its own set-up's name; absent: none. */
    readonly scenarios?: Readonly<Record<string, () => T & { readonly name: string }>>;
    /** Its own automatic player; absent, or with nothing to say (null): the first legal action. */
    readonly auto?: (state: S, world: W) => A | null | undefined;
  };

/** Only PaintBall Mini has tape-measure play; every system plays on the hexes. */
const HEX_ONLY: readonly PlayMode[] = ['hex'];

/** A system's id, name, play modes and reader, as its set-up kind states them once for the loader. */
export function setupSlots<T extends Envelope>(kind: SetupKind<T>) {
  return { id: kind.id, name: kind.name, modes: kind.modes, readSetup: readersOf(kind).read };
}

/** A rule system from what it states, with the kit's default in every slot it leaves out. */
export function defineSystem<S, A, T, W>(spec: SystemSpec<S, A, T, W>): RuleSystem<S, A, T, W> {
  const { scenarios = {}, auto, ...own } = spec;
  const system: RuleSystem<S, A, T, W> = {
    modes: HEX_ONLY,
    // Every seat to act has something to choose, unless the system says a step has nothing.
    seatChooses: () => true,
    emptyStep: () => null,
    offline: () => null,
    // A system that hides things shows nothing of another seat's action unless it says what.
    showAction: () => null,
    ...own,
    scenarios: Object.entries(scenarios).map(([id, setup]) => ({ id, name: setup().name, setup })),
    auto: (state, world) => auto?.(state, world) ?? legalActions(system, state, world)[0],
  };
  return system;
}
