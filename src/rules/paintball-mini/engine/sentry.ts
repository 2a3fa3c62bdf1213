import { isRejection } from './activation';
import type { Fates } from './volley';
import { resolveHits, rollVolley } from './volley';
import type { GameState, PaintCtx } from './gameState';
import { changed } from './gameState';
import { commit, fieldOf } from './field';
import { aimAt } from './targeting';
import { emptyRecord } from './idRecord';
import { sentryPlan, sentryQuestion } from './sentryOdds';

// PM-SENTRY: in the opponent's turn a sentry may fire one unaimed die at an enemy each time it
// finishes a step of movement within 5 hexes (50 cm) and in sight. After a move the game pauses and
// asks each such sentry's owner, one sentry at a time (EN-SENTRY-ASK); a charger's every step is
// asked the same way, the charge waiting for the answers (EN-SENTRY-CHARGE).

/** The sentries that could shoot `moverId` now, in table order. */
function sentriesOnWatch(ctx: PaintCtx, s: GameState, moverId: string): string[] {
  const mover = s.table.figures.find((f) => f.id === moverId);
  if (mover === undefined) return [];
  return s.table.figures
    .filter((f) => f.status === 'sentry' && f.team !== mover.team && f.role === 'paintballer')
    .filter((f) => !isRejection(aimAt(s.table, ctx.world, f.id, moverId, false, 5)))
    .map((f) => f.id);
}

/** Asks the owner of the first sentry in `ids` that can still shoot; the state unchanged when none can. */
export function askSentries(ctx: PaintCtx, s: GameState, moverId: string, ids: readonly string[]): GameState {
  const watching = new Set(sentriesOnWatch(ctx, s, moverId));
  const [first, ...rest] = ids.filter((id) => watching.has(id));
  if (first === undefined) return s;
  const sentry = s.table.figures.find((f) => f.id === first)!;
  const aim = aimAt(s.table, ctx.world, first, moverId, false, 5);
  if (isRejection(aim)) return s; // sentriesOnWatch kept only sentries with a shot
  return changed(s, {
    pending: {
      id: s.nextDecision,
      kind: 'sentryShot',
      player: sentry.team,
      // The roll needed; the odds are worked out when a player reads it (sentryShotChances).
      question: sentryQuestion(s, first, moverId, aim),
      sentryId: first,
      moverId,
      options: ['fire', 'pass'],
      waiting: rest,
    },
    nextDecision: s.nextDecision + 1,
  });
}

/** After a step of movement: ask about every sentry that could shoot the mover. */
export const sentriesWatch = (ctx: PaintCtx, s: GameState, moverId: string): GameState =>
  askSentries(ctx, s, moverId, sentriesOnWatch(ctx, s, moverId));

/** The sentry's owner answered: fire (0) or let it pass (1), then ask about the next sentry. */
export function decideSentry(ctx: PaintCtx, s: GameState, choice: number): GameState {
  const p = s.pending;
  if (p === null || p.kind !== 'sentryShot') return s;
  let next = changed(s, { pending: null });
  const sentry = next.table.figures.find((f) => f.id === p.sentryId);
  const mover = next.table.figures.find((f) => f.id === p.moverId);
  if (sentry !== undefined && mover !== undefined) {
    if (choice === 0) next = fireOne(ctx, next, sentry.id, mover.id);
    else ctx.say('PM-SENTRY', `${sentry.name} on sentry lets ${mover.name} pass`, sentry.id);
  }
  return askSentries(ctx, next, p.moverId, p.waiting);
}

/** One sentry's unaimed die at the mover, resolved as any shot (PM-SENTRY). */
function fireOne(ctx: PaintCtx, s: GameState, sentryId: string, moverId: string): GameState {
  const sentry = s.table.figures.find((f) => f.id === sentryId);
  const mover = s.table.figures.find((f) => f.id === moverId);
  if (sentry === undefined || mover === undefined || sentry.status !== 'sentry') return s;
  const aim = aimAt(s.table, ctx.world, sentry.id, moverId, false, 5);
  if (isRejection(aim)) return s;
  const plan = sentryPlan(sentry.id, moverId, aim);
  ctx.say('PM-SENTRY', `${sentry.name} on sentry fires at ${mover.name} as it moves`, sentry.id);
  const field = fieldOf(ctx, s);
  const fates: Fates = emptyRecord();
  const rolled = rollVolley(field, plan, ctx.dice, fates);
  if (rolled.kind === 'hits') resolveHits(field, plan, rolled.options[0]!, ctx.dice, fates);
  return commit(ctx, s, field);
}
