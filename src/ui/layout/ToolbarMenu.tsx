import { useRef } from 'react';
import { MENU_SLOTS, setMenuBody } from './fold';
import { useScreenWidth } from './screenWidth';

/**
 * The toolbar's menu button, on a window too narrow for the whole toolbar: a native modal
 * <dialog> over the table (it keeps focus inside and closes on Esc), closed too by a press outside
 * it and after a command, and focus goes back to the button.
 */
export function ToolbarMenu() {
  const width = useScreenWidth();
  const menu = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  if (width === 'wide') return null;
  const close = () => menu.current?.close();
  // A command done closes the menu, so the table it changed is seen; not in a slot whose press opens more.
  const done = (target: EventTarget) => {
    const el = target as HTMLElement;
    if (el.closest('[data-stays]') === null) close();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className="menu-button"
        aria-haspopup="dialog"
        onClick={() => menu.current?.showModal()}
        title="The table's commands"
      >
        ☰ Menu
      </button>
      <dialog
        ref={menu}
        className="toolbar-menu"
        aria-label="Table commands"
        data-testid="toolbar-menu"
        // A press on the backdrop lands on the dialog itself, outside its body.
        onClick={(e) => {
          if (e.target === e.currentTarget) close();
          // A button that opens more of itself (a list, a box to type in) leaves the menu open under it.
          else if (
            (e.target as HTMLElement).closest('button:not([aria-haspopup]):not([aria-expanded])') !== null
          )
            done(e.target);
        }}
        onChange={(e) => (e.target as HTMLElement).tagName === 'SELECT' && done(e.target)}
        onClose={() => button.current?.focus()}
      >
        <div ref={setMenuBody} className="toolbar-menu-body">
          {MENU_SLOTS.map((s) => (
            <div key={s.slot} data-slot={s.slot} data-stays={'stays' in s ? true : undefined} />
          ))}
          <button type="button" className="menu-close" onClick={close}>
            Close menu
          </button>
        </div>
      </dialog>
    </>
  );
}
