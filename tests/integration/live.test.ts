import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROOMS, READ_MODELS } from '@plouf/command-api/read-models';
import { startTestApp, type TestApp } from '../harness/app.ts';
import { connectLive, nextChange, subscribe, type Change } from '../harness/socket.ts';

let app: TestApp;
const sockets: Socket[] = [];

beforeAll(async () => {
  app = await startTestApp();
  await app.createAccount({ email: 'client@plouf.test', password: 'client-password', roles: ['Client'] });
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await app?.close();
});

const open = async (cookie?: string) => {
  const socket = await connectLive(app.url, cookie);
  sockets.push(socket);
  return socket;
};

describe('live updates over socket.io', () => {
  it('lets only the platform administrator join the admin contacts room', async () => {
    expect(await subscribe(await open(), ADMIN_ROOMS.contacts)).toEqual({ ok: false, error: 'forbidden' });
    expect(await subscribe(await open(await app.login('client@plouf.test', 'client-password')), ADMIN_ROOMS.contacts)).toEqual({ ok: false, error: 'forbidden' });
    expect(await subscribe(await open(await app.login()), ADMIN_ROOMS.contacts)).toEqual({ ok: true });
    expect(await subscribe(await open(await app.login()), 'admin:everything')).toEqual({ ok: false, error: 'unknown room' });
  });

  it("pushes a visitor's new contact to an admin's open list, and to nobody else", async () => {
    const adminSocket = await open(await app.login());
    await subscribe(adminSocket, ADMIN_ROOMS.contacts);
    const visitorSocket = await open();
    await subscribe(visitorSocket, ADMIN_ROOMS.contacts);
    const leaked: Change[] = [];
    visitorSocket.on('change', (change: Change) => leaked.push(change));

    const arriving = nextChange(adminSocket, (change) => change.readModel === READ_MODELS.contacts);
    const { body } = await app.call('POST', '/webapi/Contact', { body: { ctcMail: 'live@example.fr', ctcMessage: 'En direct' } });
    const change = await arriving;
    expect(change).toMatchObject({ readModel: READ_MODELS.contacts, ids: [body.data.id], room: ADMIN_ROOMS.contacts });
    expect(BigInt(change.position) > 0n).toBe(true);

    // A later notice proves the visitor's socket had time to receive the first one, had it been sent.
    const second = nextChange(adminSocket, (c) => c.readModel === READ_MODELS.contacts);
    await app.call('POST', '/webapi/Contact', { body: { ctcMail: 'live2@example.fr', ctcMessage: 'Encore' } });
    await second;
    expect(leaked).toEqual([]);
  });

  it('stops pushing to a socket whose user logged out when it asks again', async () => {
    const cookie = await app.login();
    await app.call('DELETE', '/webapi/Authenticate', { cookie });
    expect(await subscribe(await open(cookie), ADMIN_ROOMS.contacts)).toEqual({ ok: false, error: 'forbidden' });
  });
});
