// Problems with a set-up are the shared table's (src/table/problems.ts): one field, plain words.
export type { SetupProblem, SetupResult } from '../../../table';
export {
  MOST_FIELD,
  MOST_MESSAGE,
  MOST_PROBLEM,
  MOST_QUOTED,
  clip,
  describeProblems,
  fieldPath,
} from '../../../table';
