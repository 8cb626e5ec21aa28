import { describe, expect, it } from 'vitest';
import { keptAnswers } from './keptAnswers.ts';

describe('kept answers', () => {
  it('reads again when the position moved, and keeps the most recently read within the limit', async () => {
    const answers = keptAnswers<string>(2);
    let reads = 0;
    const read = (text: string) => async () => `${text}#${++reads}`;
    expect(await answers.get('a', '1', read('a'))).toBe('a#1');
    expect(await answers.get('a', '1', read('a'))).toBe('a#1');
    expect(await answers.get('a', '2', read('a'))).toBe('a#2');
    expect(await answers.get('b', '2', read('b'))).toBe('b#3');
    // `a` read last: `b` is the one to go when `c` comes.
    expect(await answers.get('a', '2', read('a'))).toBe('a#2');
    expect(await answers.get('c', '2', read('c'))).toBe('c#4');
    expect(answers.size).toBe(2);
    expect(await answers.get('a', '2', read('a'))).toBe('a#2');
    expect(await answers.get('b', '2', read('b'))).toBe('b#5');
  });

  it('keeps nothing when the read fails', async () => {
    const answers = keptAnswers<string>(5);
    await expect(answers.get('a', '1', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await answers.get('a', '1', async () => 'up')).toBe('up');
  });
});
