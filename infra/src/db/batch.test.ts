import { describe, expect, it } from 'vitest';
import { batchStatements } from './batch.ts';

/** A statement that answers when told to, recording the batches it was sent. */
function fakeServer() {
  const sent: number[][] = [];
  const answers: Array<() => void> = [];
  const send = (items: number[]) =>
    new Promise<number[]>((resolve, reject) => {
      sent.push(items);
      answers.push(() => (items.includes(-1) ? reject(new Error('refused')) : resolve(items.map((item) => item * 10))));
    });
  return { sent, send, answerNext: () => answers.shift()!() };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('statements sent together', () => {
  it('sends at once while fewer are in flight, then the items asked meanwhile in one batch, each answered in its place', async () => {
    const server = fakeServer();
    const ask = batchStatements(server.send, { inFlight: 1 });
    const first = ask(1);
    const rest = [ask(2), ask(3), ask(4)];
    await settle();
    expect(server.sent).toEqual([[1]]);
    server.answerNext();
    expect(await first).toBe(10);
    await settle();
    // Asked while the first was at the server: sent together once it came back, never before.
    expect(server.sent).toEqual([[1], [2, 3, 4]]);
    server.answerNext();
    expect(await Promise.all(rest)).toEqual([20, 30, 40]);
  });

  it('fails every item of a batch that fails, and goes on with the next', async () => {
    const server = fakeServer();
    const ask = batchStatements(server.send, { inFlight: 1, max: 2 });
    const first = ask(1);
    const failing = [ask(-1), ask(5)];
    const after = ask(6);
    await settle();
    server.answerNext();
    await first;
    await settle();
    expect(server.sent[1]).toEqual([-1, 5]);
    server.answerNext();
    await expect(failing[0]).rejects.toThrow('refused');
    await expect(failing[1]).rejects.toThrow('refused');
    await settle();
    expect(server.sent[2]).toEqual([6]);
    server.answerNext();
    expect(await after).toBe(60);
  });
});
