import { MoveTargets, PlaySurface } from './PlaySurface';

/** What a game adds to the table: where the selected figure can go, and the sheet that takes clicks. */
export default function PlayLayer({ surface }: { surface: boolean }) {
  return (
    <>
      {surface && <PlaySurface />}
      <MoveTargets />
    </>
  );
}
