import { lookBodies } from '../../sight/lookBodies';
import { tableWorld } from '../../sight/tableSight';

/**
 * HP-LOS on this table: the one sight world every apply, offer, panel and the automatic player ask,
 * measured on the 3D stacks with the shared sight layer. One for the app, so its stacks are built
 * once per board and every answer agrees with the last; a look's imported model is measured as
 * the rules' own sight measures it (lookBodies).
 */
export const sightWorld = tableWorld(false, lookBodies);
