import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiErrorBody } from '../../../contract/errors';
import { MoveClockRequest, SandboxClockState, type DueWorkTally } from '../../../contract/operator';
import { isMovable, type Clock } from './Clock';
import { aucklandWallTime, readAucklandTime } from './aucklandWallTime';
import { applyClockStep, parseClockStep } from './clockStep';

export interface ClockRouteDeps {
  clock: Clock;
  /** Runs what fell due by the clock's new today (the payment scheduler's runNow). */
  runDueWork(): Promise<DueWorkTally>;
  preValidation: preValidationHookHandler;
}

const stateOf = (clock: Clock, extra: { note?: string; ran?: DueWorkTally } = {}): SandboxClockState => ({
  utc: clock.now().toISOString(), auckland: aucklandWallTime(clock.nowMs()), offsetMs: clock.offsetMs(), ...extra,
});

/**
 * Development-only: the sandbox's time (`npm run operator -- clock`). A move is stored in the
 * database, so every server sharing it follows (their SQL at once, their Node clock within a
 * second) and every browser follows with its next answer's Date header. After a move this
 * server runs what fell due at once; the others' schedulers would find it already done.
 */
export function clockRoutes(app: FastifyInstance, { clock, runDueWork, preValidation }: ClockRouteDeps): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const hide = true;

  api.get('/dev/clock', { schema: { hide, response: { 200: SandboxClockState } } }, async () => stateOf(clock));

  api.post('/dev/clock', {
    preValidation, schema: { hide, body: MoveClockRequest, response: { 200: SandboxClockState, 400: ApiErrorBody, 409: ApiErrorBody, 415: ApiErrorBody } },
  }, async (request, reply) => {
    if (!isMovable(clock)) return reply.status(409).send({ message: "This sandbox's clock is set by its test and cannot be moved." });
    const body = request.body;
    let note: string | undefined;
    if ('reset' in body) await clock.reset();
    else if ('by' in body) {
      const step = parseClockStep(body.by);
      if (!step) return reply.status(400).send({ message: `${body.by} is more than ten years: move by a step like +3d, -1d, +2h or +30m.` });
      await clock.refresh();
      await clock.moveTo(applyClockStep(clock.nowMs(), step));
    }
    else {
      let read: ReturnType<typeof readAucklandTime>;
      try {
        read = readAucklandTime(body.to);
      } catch {
        return reply.status(400).send({ message: `${body.to} is not a date and time: write an Auckland time like 2027-04-04T02:30.` });
      }
      note = read.note;
      await clock.moveTo(read.instantMs);
    }
    const ran = await runDueWork();
    return stateOf(clock, { ...(note ? { note } : {}), ran });
  });
}
