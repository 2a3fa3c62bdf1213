import { describe, expect, it } from 'vitest';
import {
  SCENARIOS,
  paintballSetup,
  showcase,
  singleFlag,
} from '../../../../../src/rules/paintball-mini/setup';
import { SHARE_LINK_LIMIT, decodeShareLink, encodeShareLink } from '../../../../../src/table/share';
import { V1_LINK } from '../../../../fixtures/v1Link';

// PaintBall Mini's tables in share links: every one it ships fits in a link and comes back the
// same, and a link made by the app before the shared envelope still opens.

const KINDS = { 'paintball-mini': paintballSetup };
const BASE = 'https://example.org/table/';

describe('PaintBall Mini share links', () => {
  it('every shipped set-up round-trips: encode then decode gives the same set-up', () => {
    for (const make of [...Object.values(SCENARIOS), showcase]) {
      const setup = make();
      const r = encodeShareLink(setup, KINDS, BASE);
      if (!r.ok) throw new Error(r.reason);
      expect(r.url.startsWith(`${BASE}#setup=v1.`)).toBe(true);
      expect(r.url.length).toBeLessThanOrEqual(SHARE_LINK_LIMIT);
      expect(r.url).toMatch(/^[^#]*#setup=v1\.[A-Za-z0-9_-]+$/);
      expect(decodeShareLink(r.url, KINDS)).toEqual({ ok: true, setup });
    }
  });

  it('a link made before version 2 still opens, as the same table in version 2', () => {
    const r = decodeShareLink(V1_LINK, KINDS);
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    expect(r.setup).toEqual(singleFlag());
    expect(r.setup.format).toBe('hex-tabletop-setup');
    expect(r.setup.seats).toEqual([
      { id: 'red', name: 'Red' },
      { id: 'blue', name: 'Blue' },
    ]);
  });
});
