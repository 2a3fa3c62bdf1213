import { tableSight } from '../../sight/tableSight';

/**
 * The table's line of sight (HB-LOS) as the rules measure it: the 3D line from eye to body through
 * the obstacle stacks. One for the view, so the game, the attack card, the line drawn on the table
 * and the automatic players all ask the same solids, built once per board.
 */
export const battleSight = tableSight();
