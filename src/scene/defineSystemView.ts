import type { SystemView } from './systemView';

// A system's view states only what it has; the kit fills the slots it leaves out, here and once
// (tldraw's ShapeUtil defaults are the model): nothing drawn for sight lines or a lit log line, no
// camera along a shot, and a log line that points at no piece (and a moment aimed as its log line).

type View<S, G, P> = SystemView<S, G, P>;

/** The slots a view may leave out. */
type Defaulted = 'SightLayer' | 'LogLight' | 'lookAlongShot';

/** What a system's view states: its SystemView, less the slots it may leave to the kit. */
export type SystemViewSpec<S, G, P = { readonly piece: string }> = Omit<View<S, G, P>, Defaulted | 'play'> &
  Partial<Pick<View<S, G, P>, Defaulted>> & {
    readonly play: Omit<View<S, G, P>['play'], 'lineAim' | 'shotAim'> &
      Partial<Pick<View<S, G, P>['play'], 'lineAim' | 'shotAim'>>;
  };

/** Draws nothing: the slot of a system with nothing of its own to show there. */
const Nothing = () => null;

/** A system's view from what it states, with the kit's default in every slot it leaves out. */
export function defineSystemView<S, G, P = { readonly piece: string }>(
  spec: SystemViewSpec<S, G, P>,
): SystemView<S, G, P> {
  const lineAim = spec.play.lineAim ?? (() => undefined);
  return {
    SightLayer: Nothing,
    LogLight: Nothing,
    lookAlongShot: () => undefined,
    ...spec,
    play: { lineAim, shotAim: (_, action) => lineAim(action), ...spec.play },
  };
}
