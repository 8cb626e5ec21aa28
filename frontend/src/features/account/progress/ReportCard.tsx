import { AnchorButton, Card, Tag } from '@blueprintjs/core';
import { nameIn } from '@plouf/command-api/levels';
import { FormattedMessage, useIntl } from 'react-intl';
import { certificateUrl, type ReportCardView } from '../../../api/progress.ts';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';
import { parisDate } from '../../../lib/parisTime.ts';
import { useActivityList } from '../../site/data/lists.ts';
import { CardHistory, LatestNote } from './CardHistory.tsx';
import { labelIn, progressOf } from './reportCard.ts';

/** One child in one activity: where they stand, the current level's skills as last rated, the levels passed (each with its certificate), the history. */
export function ReportCard({ card, elevated = true }: { card: ReportCardView; elevated?: boolean }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const progress = progressOf(card);
  const headingId = `progress-card-${card.usrId}-${card.acyId}`;
  // The activity as the catalogue names it in the reader's language (the card keeps its French name).
  const activity = useActivityList().data?.find((candidate) => candidate.id === card.acyId);

  return (
    <Card elevation={elevated ? 1 : 0} className="progress-card" data-member={card.usrId} data-activity={card.acyId} role="article" aria-labelledby={headingId}>
      <h3 id={headingId} className="plouf-card-title progress-card-title">
        <FormattedMessage id="progress.card.title" values={{ name: card.memberName, label: activity?.libelle || card.acyName }} />
      </h3>
      {progress.total === 0 ? (
        <p className="plouf-muted"><FormattedMessage id="progress.card.noLevels" /></p>
      ) : (
        <div className="progress-bar">
          <span className="progress-bar-text">
            {progress.position === null ? (
              <Tag intent="success" round icon="tick"><FormattedMessage id="progress.card.allPassed" /></Tag>
            ) : (
              <strong><FormattedMessage id="progress.card.position" values={{ position: progress.position, total: progress.total }} /></strong>
            )}
          </span>
          <progress value={progress.done} max={progress.total} aria-label={intl.formatMessage({ id: 'progress.card.bar' }, { count: progress.done, total: progress.total })} />
        </div>
      )}

      {card.current && (
        <section className="progress-current" aria-labelledby={`${headingId}-current`}>
          <h4 id={`${headingId}-current`} className="progress-subtitle">
            <FormattedMessage id="progress.current.title" values={{ name: nameIn(card.current, locale) }} />
          </h4>
          {card.current.skills.length === 0 && <p className="plouf-muted"><FormattedMessage id="progress.current.noSkills" /></p>}
          <ul className="progress-skills">
            {card.current.skills.map((skill) => {
              const label = labelIn(skill, locale);
              return (
                <li key={skill.sklId} className="progress-skill" data-skill={skill.sklId}>
                  <span className="progress-skill-name">{nameIn(skill, locale)}</span>
                  <span className="progress-skill-rating">
                    {label === null ? (
                      <Tag minimal round><FormattedMessage id="progress.skill.notRated" /></Tag>
                    ) : (
                      <Tag minimal round intent="primary">{label}</Tag>
                    )}
                    {skill.at && (
                      <span className="plouf-muted plouf-small"> <FormattedMessage id="progress.skill.ratedOn" values={{ date: parisDate(skill.at), name: skill.evaluator ?? '' }} /></span>
                    )}
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      )}

      {card.passed.length > 0 && (
        <section className="progress-passed" aria-labelledby={`${headingId}-passed`}>
          <h4 id={`${headingId}-passed`} className="progress-subtitle"><FormattedMessage id="progress.passed.title" /></h4>
          <ul className="progress-passed-list">
            {card.passed.map((level) => (
              <li key={level.lvlId}>
                <Tag minimal round intent="success" icon="tick">{nameIn(level, locale)}</Tag>{' '}
                <span className="plouf-muted plouf-small"><FormattedMessage id="progress.passed.item" values={{ date: parisDate(level.at), name: level.evaluator }} /></span>{' '}
                <AnchorButton
                  href={certificateUrl(card.usrId, level.lvlId, locale)}
                  download
                  variant="minimal"
                  size="small"
                  intent="primary"
                  icon="document"
                  className="progress-certificate"
                  aria-label={intl.formatMessage({ id: 'progress.passed.certificateOf' }, { name: card.memberName, label: nameIn(level, locale) })}
                >
                  <FormattedMessage id="progress.passed.certificate" />
                </AnchorButton>
              </li>
            ))}
          </ul>
        </section>
      )}

      <LatestNote history={card.history} />
      {card.history.length > 0 && <CardHistory history={card.history} />}
    </Card>
  );
}
