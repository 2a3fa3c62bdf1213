import type { ReactNode } from 'react';
import type { Offer, OfferSheet } from '../../game/ruleSystem';
import { useOtherScreen } from './useOtherScreen';
import { OFFER_KEYS, useOfferKeys } from './offerKeys';
import { useCoarsePointer } from '../coarsePointer';

/** An offer's prompt as a finger reads it: the rule systems write them for a mouse. */
const forFinger = (prompt: string): string =>
  prompt.replace(/\bClick\b/g, 'Tap').replace(/\bclick\b/g, 'tap');

/** Offers in their groups, each group in the order its first offer comes. */
function groups<A>(offers: readonly Offer<A>[]): { name: string | undefined; offers: Offer<A>[] }[] {
  const out: { name: string | undefined; offers: Offer<A>[] }[] = [];
  for (const o of offers) {
    const g = out.find((x) => x.name === o.group);
    if (g === undefined) out.push({ name: o.group, offers: [o] });
    else g.offers.push(o);
  }
  return out;
}

/**
 * What the selected piece may do, as its rule system offers it: each button with its cost, greyed
 * with the engine's own reason when it may not be taken. An offer done by its button takes its
 * action at once; one that waits for a click on the table is pressed until the click comes (or it
 * is pressed again). The system's own panel (odds before a shot) comes in as `children`.
 */
export function ActionBar<A>({
  sheet,
  awaiting,
  onTake,
  onAwait,
  children,
}: {
  sheet: OfferSheet<A>;
  /** The key of the offer waiting for its click, if any. */
  awaiting: string | null;
  onTake(action: A): void;
  onAwait(offer: Offer<A> | null): void;
  children?: ReactNode;
}) {
  const waiting = sheet.offers.find((o) => o.key === awaiting && o.completes !== 'now');
  const elsewhere = useOtherScreen();
  const finger = useCoarsePointer();
  const words = (s: string): string => (finger ? forFinger(s) : s);
  const shown = groups(sheet.offers);
  // Each button's key, in the order the buttons stand: pressing it is pressing the button.
  const ordered = shown.flatMap((g) => g.offers);
  const press = (o: Offer<A>) => {
    if (elsewhere !== null || o.refused !== undefined) return;
    if (o.completes === 'now') onTake(o.action as A);
    else onAwait(o === waiting ? null : o);
  };
  useOfferKeys(ordered.length, (n) => press(ordered[n]!));
  return (
    <div className="action-bar" data-testid="action-bar">
      <p className="ap">
        <strong>{sheet.title}</strong>: {sheet.status}
      </p>
      <p className="muted" data-testid="action-hint">
        {elsewhere ?? words(sheet.hint)}
      </p>
      {shown.map((g) => (
        <div key={g.name ?? ''} className="offers" aria-label={g.name}>
          {g.offers.map((o) => {
            const why = elsewhere ?? o.refused?.reason ?? null;
            const title = why ?? o.title ?? `${o.label} (${o.cost})`;
            const key = OFFER_KEYS[ordered.indexOf(o)];
            const label = (
              <>
                {o.label} <span className="cost">{o.cost}</span>
                {key !== undefined && (
                  <kbd className="offer-key" aria-hidden="true">
                    {key.toUpperCase()}
                  </kbd>
                )}
              </>
            );
            if (o.completes === 'now')
              return (
                <button
                  key={o.key}
                  type="button"
                  disabled={why !== null}
                  title={title}
                  aria-keyshortcuts={key?.toUpperCase()}
                  onClick={() => onTake(o.action as A)}
                >
                  {label}
                </button>
              );
            const on = o === waiting;
            return (
              <button
                key={o.key}
                type="button"
                className={on ? 'on' : ''}
                aria-pressed={on}
                disabled={why !== null}
                title={title}
                aria-keyshortcuts={key?.toUpperCase()}
                onClick={() => onAwait(on ? null : o)}
              >
                {label}
              </button>
            );
          })}
          {waiting?.group === g.name && waiting?.prompt !== undefined && (
            <span className="muted">{words(waiting.prompt)}</span>
          )}
        </div>
      ))}
      {children}
    </div>
  );
}
