/**
 * Answers as last sent, each with the read model's position it was read at (ADR 0008, ADR 0024).
 * An answer is read again only when the position moved. The caller reads the position from the
 * database on every request (a primary-key lookup), and a projector moves it in the transaction
 * that changes the rows, so a kept answer is never older than the read model: read-your-writes
 * holds across processes, each keeping its own answers. At most `limit` answers are kept; the
 * least recently read go first.
 *
 * @example
 * const answers = keptAnswers<string>(500);
 * const json = await answers.get('list|fr', position, () => readTheList());
 */
export function keptAnswers<T>(limit: number) {
  const answers = new Map<string, { position: string; value: T }>();
  return {
    async get(key: string, position: string, read: () => Promise<T>): Promise<T> {
      const kept = answers.get(key);
      answers.delete(key);
      if (kept?.position === position) {
        answers.set(key, kept);
        return kept.value;
      }
      const value = await read();
      answers.set(key, { position, value });
      if (answers.size > limit) answers.delete(answers.keys().next().value!);
      return value;
    },
    get size() {
      return answers.size;
    },
  };
}
