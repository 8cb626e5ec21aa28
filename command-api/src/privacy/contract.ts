/**
 * A family's erasure (issue 25, docs/adr/0022-personal-data.md): what the family and the desk send,
 * and what they are answered.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, MomentText, Nullable } from '@plouf/infra/schemas';

/** What stops an erasure: money owed, lessons to come, term enrolments standing. */
export const ErasureBlocker = Type.Object({
  kind: Type.Union([Type.Literal('unpaidOrders'), Type.Literal('lessonsToCome'), Type.Literal('termEnrolments')]),
  count: Type.Integer({ minimum: 0 }),
});
export type ErasureBlocker = Static<typeof ErasureBlocker>;

/** GET /Family/{id}/effacement, and the answer of every erasure command. */
export const ErasureView = Type.Object({
  famId: Id,
  status: Type.Union([Type.Literal('none'), Type.Literal('requested'), Type.Literal('erased')]),
  requestedAt: Nullable(MomentText),
  via: Nullable(Type.Union([Type.Literal('family'), Type.Literal('desk')])),
  withdrawnAt: Nullable(MomentText),
  withdrawnReason: Nullable(Type.String()),
  erasedAt: Nullable(MomentText),
  blockers: Type.Array(ErasureBlocker),
});
export type ErasureView = Static<typeof ErasureView>;

/** GET /Admin/effacements: the requests waiting for the desk, oldest first. */
export const ErasureRequestView = Type.Object({ ...ErasureView.properties, famName: Type.String() });
export type ErasureRequestView = Static<typeof ErasureRequestView>;

/** Nothing to say: who asks is the session. */
export const RequestErasureInput = Type.Object({});
export const WithdrawInput = Type.Object({ reason: Type.Optional(Type.String({ maxLength: 1000 })) });
/** The desk types the family's name to confirm: an erasure cannot be undone. */
export const ConfirmErasureInput = Type.Object({ famName: Type.String({ minLength: 1, maxLength: 200 }) });
