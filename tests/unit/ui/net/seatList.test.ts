import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TableView } from '../../../../src/net/protocol';
import { SeatList } from '../../../../src/ui/net/SeatList';

// The seat list as a player reads it: names, who is here, who is away, who the automatic player
// holds, who is to act, and a "Sit here" only on a free seat for someone not yet seated. Each seat
// shows its mark, as its pieces carry it, so the seats differ without their colours.

const table: TableView = {
  tableId: 'abc234',
  system: 'paintball-mini',
  status: 'playing',
  seats: [
    { id: 'red', name: 'Red', player: 'Ann', connected: true, auto: false },
    { id: 'blue', name: 'Blue', player: 'Bo', connected: false, auto: true },
    { id: 'green', name: 'Green', player: null, connected: false, auto: false },
  ],
  toAct: 'red',
  seq: 4,
  byInvitation: false,
  seedHash: 'f'.repeat(64),
  seed: null,
};

const text = (html: string) =>
  html
    .replace(/<\/li>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .trim()
    .split('\n');

describe('the seat list', () => {
  it('says who sits where, who is here, and who is to act', () => {
    const html = renderToStaticMarkup(createElement(SeatList, { table, mine: 'red' }));
    expect(text(html)).toEqual(['●Red · Ann (you)here · to act', '▲Blue · Boautomatic player', '■Greenfree']);
    expect(html).toContain('<li class="to-act">');
    // The mark is for the eye; a screen reader has the seat's name.
    expect(html.match(/<span class="seat-chip"[^>]*aria-hidden="true"[^>]*>/g)).toHaveLength(3);
  });

  it('offers a free seat to someone not yet seated, and only a free one', () => {
    const html = renderToStaticMarkup(createElement(SeatList, { table, mine: null, onTake: () => {} }));
    expect(html.match(/Sit here/g)).toHaveLength(1);
    expect(text(html)[2]).toBe('■GreenfreeSit here');
  });
});
