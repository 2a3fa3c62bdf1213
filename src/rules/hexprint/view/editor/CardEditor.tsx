import type { Ability, AbilityKind, Card } from '../../setup/cardSchema';
import { abilityOf, removeCard, writeCard } from '../../setup/edit';
import type { Setup } from '../../setup/schema';
import { useTableStore } from '../state/store';
import { NumberChoice } from '../../../../ui/editor/NumberChoice';
import { abilityWords } from './cardWords';
import { NameInput } from './NameInput';

// A card of your own written in the editor (HP-CARD): its name, stats, the boxes of its six damage
// slots and its two abilities from the starter kinds. Each change is checked as the file's cards are.

const KINDS: readonly AbilityKind[] = [
  'shoot',
  'push',
  'dig in',
  'spot',
  'pin',
  'stomp',
  'climber',
  'armoured',
];
const SLOTS = ['ACT', 'MOV', 'TAR', 'Ability 1', 'Ability 2', 'Models'] as const;
const upTo = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

function AbilityChoice(props: { n: number; ability: Ability; pick(a: Ability): void }) {
  const { ability: a, n } = props;
  return (
    <div className="card-ability">
      <label>
        Ability {n}{' '}
        <select
          aria-label={`Ability ${n}`}
          value={a.kind}
          onChange={(e) => props.pick(abilityOf(e.target.value as AbilityKind))}
        >
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {abilityWords(abilityOf(k)).replace(/ \d.*$/, '')}
            </option>
          ))}
        </select>
      </label>
      {a.kind === 'shoot' && (
        <>
          <NumberChoice
            label={`Ability ${n} range`}
            value={a.range}
            choices={upTo(1, 12)}
            pick={(range) => props.pick({ ...a, range })}
          />
          <NumberChoice
            label={`Ability ${n} dice`}
            value={a.dice === 'per model' ? 0 : a.dice}
            choices={upTo(0, 6)}
            words={(d) => (d === 0 ? 'a die per model' : String(d))}
            pick={(d) => props.pick({ ...a, dice: d === 0 ? 'per model' : d })}
          />
        </>
      )}
      {a.kind === 'push' && (
        <NumberChoice
          label={`Ability ${n} distance`}
          value={a.distance}
          choices={upTo(1, 6)}
          pick={(distance) => props.pick({ ...a, distance })}
        />
      )}
    </div>
  );
}

export function CardEditor({ setup, card, close }: { setup: Setup; card: Card; close(): void }) {
  const apply = useTableStore().getState().applyEdit;
  const write = (change: Partial<Omit<Card, 'id'>>) => apply(writeCard(setup, card.id, change));
  return (
    <div className="card-editor" data-testid="card-editor">
      <h4>{card.name}</h4>
      <NameInput of="Card" name={card.name} rename={(name) => write({ name })} />
      <NumberChoice label="ACT" value={card.act} choices={upTo(1, 9)} pick={(act) => write({ act })} />
      <NumberChoice label="MOV" value={card.mov} choices={upTo(1, 9)} pick={(mov) => write({ mov })} />
      <NumberChoice label="TAR" value={card.tar} choices={upTo(2, 6)} pick={(tar) => write({ tar })} />
      <NumberChoice
        label="Models"
        value={card.models}
        choices={upTo(1, 6)}
        pick={(models) => write({ models })}
      />
      {SLOTS.map((name, i) => (
        <NumberChoice
          key={name}
          label={`Slot ${i + 1} (${name}) boxes`}
          value={card.boxes[i]!}
          choices={upTo(i === 5 ? 1 : 0, 6)}
          pick={(n) => write({ boxes: card.boxes.map((b, j) => (j === i ? n : b)) as Card['boxes'] })}
        />
      ))}
      {card.abilities.map((a, i) => (
        <AbilityChoice
          key={i}
          n={i + 1}
          ability={a}
          pick={(next) =>
            write({ abilities: card.abilities.map((x, j) => (j === i ? next : x)) as Card['abilities'] })
          }
        />
      ))}
      <button
        type="button"
        onClick={() => {
          const r = removeCard(setup, card.id);
          apply(r);
          if (r.ok) close();
        }}
      >
        Remove this card
      </button>
      <button type="button" onClick={close}>
        Close
      </button>
    </div>
  );
}
