import { hexBattleWars } from '../rules/hex-battle-wars/system';
import { hexPrint } from '../rules/hexprint/system';
import { paintballMini } from '../rules/paintball-mini/system';
import type { ServedSystems } from './served';

// The rule systems the table server plays: the only server file that names a system.
export const SERVED: ServedSystems = [paintballMini, hexBattleWars, hexPrint];
