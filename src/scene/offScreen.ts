import { createContext, useContext } from 'react';

/**
 * True inside a table drawn off screen for a picture (a battle report's moment, MomentCanvas.tsx):
 * the picture is taken a couple of frames after it mounts, so what a system's layers draw there
 * must be worked out at once, never handed to a worker to come back a frame later; and that table
 * is not the player's, so nothing of it should take the player's table's place in a worker.
 */
export const OffScreenTable = createContext(false);

export const useOffScreen = (): boolean => useContext(OffScreenTable);
