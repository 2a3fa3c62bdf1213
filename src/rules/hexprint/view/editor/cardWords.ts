import type { Ability, Card } from '../../setup/cardSchema';

// A unit card in the editor's short words: its stats, then what it can do.

export function abilityWords(a: Ability): string {
  switch (a.kind) {
    case 'shoot':
      return `Shoot ${a.range} hexes, ${a.dice === 'per model' ? 'a die per model' : a.dice === 1 ? '1 die' : `${a.dice} dice`}`;
    case 'push':
      return `Push ${a.distance}`;
    default:
      return a.kind[0]!.toUpperCase() + a.kind.slice(1);
  }
}

export const statWords = (c: Card): string =>
  `ACT ${c.act} · MOV ${c.mov} · TAR ${c.tar} · ${c.models} model${c.models === 1 ? '' : 's'}${c.footprint === 3 ? ' on three hexes' : ''}`;

export const cardWords = (c: Card): string =>
  [statWords(c), ...[...c.statics, ...c.abilities].map(abilityWords)].join(' · ');
