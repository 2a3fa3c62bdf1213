import type { ReactNode } from 'react';
import { Suspense, lazy } from 'react';
import { useTable } from '../../state/useTable';
import { useScreenWidth } from './screenWidth';
import { PartLoading } from '../../scene/PartLoading';

// The sheet loads with the first panel on a phone: a wide window never needs it.
const Sheet = lazy(() => import('./Sheet'));

/**
 * The panels over the table (the game's or the editor's, the picked pieces' card, the key): where
 * each stands on a wide window, and on a phone together in one sheet from the bottom. The key alone
 * stays a button in the corner.
 */
export function PanelSheet({ children }: { children: ReactNode }) {
  const width = useScreenWidth();
  const panels = useTable((s) => s.editing || s.play !== null || s.selectedId !== null);
  if (width !== 'narrow' || !panels) return children;
  return (
    <Suspense fallback={<PartLoading />}>
      <Sheet>{children}</Sheet>
    </Suspense>
  );
}
