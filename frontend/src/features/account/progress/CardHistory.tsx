import { Tag } from '@blueprintjs/core';
import { nameIn } from '@plouf/command-api/levels';
import { FormattedMessage } from 'react-intl';
import type { EvaluationEntry } from '../../../api/progress.ts';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';
import { parisDate } from '../../../lib/parisTime.ts';
import { labelIn } from './reportCard.ts';

/** The instructor's latest note, in view on the card (parents come for it), with who wrote it and when. */
export function LatestNote({ history }: { history: readonly EvaluationEntry[] }) {
  const latest = history.find((entry) => entry.note.trim());
  if (!latest) return null;
  return (
    <section className="progress-latest-note">
      <p className="plouf-muted plouf-small">
        <FormattedMessage id="progress.history.latestNote" values={{ name: latest.evaluator, date: parisDate(latest.at) }} />
      </p>
      <blockquote className="progress-entry-note">{latest.note}</blockquote>
    </section>
  );
}

/** A report card's history, newest first (as the server sends it): each evaluation, its ratings and the instructor's note. */
export function CardHistory({ history }: { history: readonly EvaluationEntry[] }) {
  const { locale } = useLocale();
  return (
    <details className="progress-history">
      <summary><FormattedMessage id="progress.history.title" values={{ count: history.length }} /></summary>
      <ol className="progress-history-list">
        {history.map((entry) => (
          <li key={entry.evaluationId} className="progress-entry" data-evaluation={entry.evaluationId}>
            <div className="progress-entry-head">
              <strong>{parisDate(entry.at)}</strong>{' '}
              <Tag minimal round intent={entry.kind === 'passed' ? 'success' : 'none'}>
                <FormattedMessage id={entry.kind === 'passed' ? 'progress.history.passed' : 'progress.history.evaluated'} />
              </Tag>{' '}
              <span className="plouf-muted"><FormattedMessage id="progress.history.by" values={{ label: nameIn(entry.level, locale), name: entry.evaluator }} /></span>
            </div>
            {entry.ratings.length > 0 && (
              <ul className="progress-entry-ratings">
                {entry.ratings.map((rating) => (
                  <li key={rating.sklId}>
                    {nameIn({ name: rating.skillName, englishName: rating.skillEnglishName }, locale)} — <strong>{labelIn(rating, locale)}</strong>
                  </li>
                ))}
              </ul>
            )}
            {entry.note.trim() && (
              <blockquote className="progress-entry-note">
                <span className="plouf-sr-only"><FormattedMessage id="progress.history.note" /> — </span>
                {entry.note}
              </blockquote>
            )}
          </li>
        ))}
      </ol>
    </details>
  );
}
