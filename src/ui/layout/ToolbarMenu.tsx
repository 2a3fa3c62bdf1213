import type { MouseEvent, ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { useScreenWidth } from './screenWidth';

/**
 * The toolbar's commands, and the menu they fold into on a window too narrow for them all. On a
 * wide window the closed dialog is no box and its commands stand on the bar (narrow.css); under 1000 px
 * those marked `fold-mid` leave the bar, and under 700 px all do, into a native modal <dialog>
 * opened by the menu button: it keeps focus inside and closes on Esc, on a press outside it and
 * after a command, and gives focus back to the button.
 */
export function ToolbarMenu({ children }: { children: ReactNode }) {
  const width = useScreenWidth();
  const menu = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => menu.current?.close();
  // A window made wide again has no menu: its commands go back on the bar.
  useEffect(() => {
    if (width === 'wide') menu.current?.close();
  }, [width]);
  // A command done closes the menu, so that what it changed is seen. A button that opens more of
  // itself (a list, a box to type in, options) leaves the menu open under what it opened.
  const pressed = (e: MouseEvent<HTMLDialogElement>) => {
    const dialog = e.currentTarget;
    if (!dialog.open) return;
    const r = dialog.getBoundingClientRect();
    const outside = e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom;
    // A press on the backdrop lands on the dialog itself, outside its box.
    if (e.target === dialog && outside) close();
    else if ((e.target as HTMLElement).closest('button:not([aria-haspopup]):not([aria-expanded])') !== null)
      close();
  };
  return (
    <>
      <dialog
        ref={menu}
        className="toolbar-menu"
        aria-label="Table commands"
        data-testid="toolbar-menu"
        onClick={pressed}
        onChange={(e) =>
          menu.current?.open === true && (e.target as HTMLElement).tagName === 'SELECT' && close()
        }
        onClose={() => button.current?.focus()}
        // Keys pressed in the open menu are the menu's (Esc closes it): the table's shortcuts wait.
        onKeyDown={(e) => menu.current?.open === true && e.stopPropagation()}
      >
        {children}
        <button type="button" className="menu-close" onClick={close}>
          Close menu
        </button>
      </dialog>
      <button
        ref={button}
        type="button"
        className="menu-button"
        aria-haspopup="dialog"
        onClick={() => menu.current?.showModal()}
        title="The table's commands"
      >
        <span aria-hidden>☰</span> Menu
      </button>
    </>
  );
}
