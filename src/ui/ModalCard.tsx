import type { KeyboardEvent, ReactNode, RefObject } from 'react';

/**
 * A card in the middle of the page over a backdrop: a click on the backdrop beside the card, or Esc
 * inside it, closes it. The owner keeps the card's ref for its focus trap, which it holds from
 * before the card opens.
 */
export function ModalCard(props: {
  card: RefObject<HTMLDivElement | null>;
  role: 'dialog' | 'alertdialog';
  /** The card's name, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  testId: string;
  close(): void;
  onKeyDown?(e: KeyboardEvent): void;
  children: ReactNode;
}) {
  return (
    <div className="dialog-backdrop" onClick={(e) => e.target === e.currentTarget && props.close()}>
      <div
        ref={props.card}
        className="dialog"
        role={props.role}
        aria-modal="true"
        aria-label={props.label}
        aria-labelledby={props.labelledBy}
        data-testid={props.testId}
        onKeyDown={(e) => {
          props.onKeyDown?.(e);
          if (e.key !== 'Escape') return;
          e.stopPropagation(); // Esc closes the card, and nothing behind it
          props.close();
        }}
      >
        {props.children}
      </div>
    </div>
  );
}
