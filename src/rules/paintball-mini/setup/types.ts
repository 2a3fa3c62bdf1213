import type { z } from 'zod/mini';
import type { figureSchema, markerSchema, setupSchema, terrainSchema, tileSchema } from './schema';

export type Setup = z.infer<typeof setupSchema>;
export type Figure = z.infer<typeof figureSchema>;
export type Terrain = z.infer<typeof terrainSchema>;
export type TerrainKind = Terrain['kind'];
export type Marker = z.infer<typeof markerSchema>;
export type SetupTile = z.infer<typeof tileSchema>;
export type Team = Figure['team'];
export type FigureStatus = Figure['status'];
export type PlayMode = Setup['mode'];
export type ScenarioId = Setup['scenario'];
