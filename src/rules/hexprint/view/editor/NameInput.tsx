import { DraftInput } from '../../../../ui/editor/DraftInput';

/** The name of a unit or a card, renamed only when what was typed, trimmed, differs from it. */
export function NameInput({ of, name, rename }: { of: string; name: string; rename(name: string): void }) {
  return (
    <label>
      Name{' '}
      <DraftInput
        label={`${of} name`}
        value={name}
        commit={(typed) => {
          if (typed.trim() !== name) rename(typed);
        }}
      />
    </label>
  );
}
