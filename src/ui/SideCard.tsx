import type { ReactNode } from 'react';

/**
 * The card beside the table about the picked pieces (a shot, an attack, the picked units), in
 * every system: it stands at the right of the table, and it marks itself as covering the table
 * (`data-covers`), so the view refits into the room the card leaves and the card never hides the
 * pieces it is about (src/scene/PanelRoom.tsx, CameraRig.tsx). A system fills in only what the
 * card says.
 */
export function SideCard({
  label,
  testId,
  className,
  children,
}: {
  /** What the card is about, for a screen reader: "Red 6 shoots at Blue 5". */
  label: string;
  testId: string;
  /** The system's own class for what is inside. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <aside
      className={className === undefined ? 'sight-panel' : `sight-panel ${className}`}
      data-testid={testId}
      data-covers="right"
      aria-label={label}
    >
      {children}
    </aside>
  );
}
