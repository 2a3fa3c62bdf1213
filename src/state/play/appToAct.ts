import type { GameTypes, PlayState } from './playTypes';

/**
 * Whether the app's automatic player (AutomaticSeats) plays the seat to act at this one-screen
 * table: then a person's pieces wait, whether moved by the pointer, the keys or the action bar.
 */
export function appToAct<G extends GameTypes>(
  s: Pick<PlayState<G>, 'play' | 'rules' | 'automatic' | 'net'>,
): boolean {
  const { play, rules, automatic, net } = s;
  if (play === null || rules === null || net !== null) return false;
  const seat = rules.seatToAct(play.game);
  return seat !== null && automatic.includes(seat);
}

/** What a person is told when they act for the side the app plays. */
export const APP_TO_ACT =
  'The app plays the side to act now: your pieces wait for your turn (untick its “automatic” box to play it yourself).';
