import type { FastifyReply } from 'fastify';

/**
 * Sends `{ resultCode: 'Ok', data }` where `data` is JSON text a projector wrote, as it is: nothing
 * is parsed or serialized again per request. The route's response schema still documents the shape
 * (OpenAPI); the projector that wrote the text is typed against the same contract.
 */
export function sendOkJson(reply: FastifyReply, data: string) {
  return sendJson(reply, `{"resultCode":"Ok","data":${data}}`);
}

/** A whole answer already written as JSON (by the route's own serializer, `reply.serialize`, and kept): sent as it is. */
export function sendJson(reply: FastifyReply, body: string) {
  return reply
    .type('application/json; charset=utf-8')
    .serializer((payload: unknown) => payload as string)
    .send(body);
}
