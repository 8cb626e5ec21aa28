import type { FastifyReply } from 'fastify';

/**
 * Sends `{ resultCode: 'Ok', data }` where `data` is JSON text a projector wrote, as it is: nothing
 * is parsed or serialized again per request. The route's response schema still documents the shape
 * (OpenAPI); the projector that wrote the text is typed against the same contract.
 */
export function sendOkJson(reply: FastifyReply, data: string) {
  return reply
    .type('application/json; charset=utf-8')
    .serializer((payload: unknown) => payload as string)
    .send(`{"resultCode":"Ok","data":${data}}`);
}
