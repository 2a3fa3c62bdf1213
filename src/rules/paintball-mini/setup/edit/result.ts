import type { EditResult as TableEdit } from '../../../../table';
import type { Setup } from '../types';

// Every edit returns the new set-up or a refusal in plain words (src/table/edit/result.ts).
export type EditResult = TableEdit<Setup>;
export type { Refusal } from '../../../../table';
export { done, refuse } from '../../../../table';
