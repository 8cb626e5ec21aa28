import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/client.ts';
import { sendFailure, unreachable, type QueuedPresence } from './deckOutbox.ts';

const mark: QueuedPresence = { id: 'presence:3:7', key: 'key-of-the-mark', by: 2, crsId: 3, memberName: 'Hugo Bassin', at: '2026-11-28T09:00:00.000Z', kind: 'presence', insId: 7, present: true, seen: 0 };
const refusal = (status: number, message: string, retryAfter?: number) => new ApiError(message, 'InvalidModelState', message, {}, status, retryAfter);

describe('a queued change the server did not take', () => {
  it('is sent again later when the server could not answer: no network, its own failure, a limit, "not now"', () => {
    expect(sendFailure(mark, new ApiError('Réseau', 'NetworkError', undefined))).toBe('later');
    expect(sendFailure(mark, new ApiError('Réponse', 'BadResponse', undefined))).toBe('later');
    expect(sendFailure(mark, new ApiError('Erreur', 'InternalException', 'Erreur', {}, 500))).toBe('later');
    expect(sendFailure(mark, refusal(429, 'Trop de tentatives', 60))).toBe('later');
    // The same mark still running on the server (sent twice on a bad line): its answer comes with the next try.
    expect(sendFailure(mark, refusal(409, 'Cette demande est déjà en cours de traitement', 1))).toBe('later');
    expect(sendFailure(mark, new TypeError('Failed to fetch'))).toBe('later');
  });

  it('is done when stored with its read model a moment late', () => {
    expect(sendFailure(mark, new ApiError('Enregistré', 'Pending', 'Enregistré'))).toBe('sent');
  });

  it('is refused for good, with the server’s words, on a refusal: changed meanwhile (409), or its values (422, 400)', () => {
    expect(sendFailure(mark, refusal(409, 'Quelqu’un a noté ce membre absent entre-temps'))).toEqual({ refused: { change: mark, message: 'Quelqu’un a noté ce membre absent entre-temps', conflict: true } });
    expect(sendFailure(mark, refusal(409, 'La présence ne se note plus : le cours date de plus de 7 jours'))).toEqual({ refused: { change: mark, message: 'La présence ne se note plus : le cours date de plus de 7 jours', conflict: true } });
    expect(sendFailure(mark, refusal(422, 'Une note est hors de l’échelle de l’école'))).toEqual({ refused: { change: mark, message: 'Une note est hors de l’échelle de l’école', conflict: false } });
    expect(sendFailure(mark, refusal(400, 'Données invalides'))).toEqual({ refused: { change: mark, message: 'Données invalides', conflict: false } });
    expect(sendFailure(mark, new ApiError('Accès refusé', 'AccessForbidden', 'Accès refusé', {}, 403))).toEqual({ refused: { change: mark, message: 'Accès refusé', conflict: false } });
    for (const status of [400, 403, 404, 409, 422]) expect(unreachable(refusal(status, 'Non')), String(status)).toBe(false);
  });
});
