import { Button, Callout } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { useServerError } from '../../../lib/useServerError.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { CareDetails } from './CareDetails.tsx';
import { EvaluationForm } from './EvaluationForm.tsx';
import type { CourseProgress } from './useCourseProgress.ts';
import './evaluation.css';

interface EvaluationPanelProps {
  crsId: number;
  usrId: number;
  memberName: string;
  /** The course's progress, read by its card (and again after a conflict). */
  progress: CourseProgress;
  onClose: () => void;
  /** Its title's level (the care details' one under it). */
  headingLevel: 3 | 4;
}

/**
 * Under a child of the roster: their care details (what their family wrote for the instructor),
 * their card on this course's activity, and the form to evaluate their current level.
 */
export function EvaluationPanel({ crsId, usrId, memberName, progress, onClose, headingLevel }: EvaluationPanelProps) {
  const Title = headingLevel === 3 ? 'h3' : 'h4';
  const intl = useIntl();
  const errorText = useServerError();
  const { state } = progress;
  const card = state.data?.cards.find((one) => one.usrId === usrId);
  const titleId = `eval-title-${crsId}-${usrId}`;

  let body;
  if (state.status === 'error') {
    body = (
      <Callout intent="danger" icon="error" role="alert">
        <p>{errorText(state.error, 'evaluation.panel.loadError')}</p>
        <Button icon="refresh" onClick={progress.reload}><FormattedMessage id="common.action.retry" /></Button>
      </Callout>
    );
  } else if (!state.data) {
    body = <Loading />;
  }
  // Read again (a roster moved, changes made offline went through): the data kept, the form stays as typed.
  else if (state.data.levels.length === 0) body = <p className="plouf-muted"><FormattedMessage id="evaluation.panel.noLevels" /></p>;
  else if (!card) body = <p className="plouf-muted"><FormattedMessage id="evaluation.panel.notOnCourse" /></p>;
  else if (!card.current) body = <p><FormattedMessage id="evaluation.panel.allPassed" /></p>;
  else {
    body = <EvaluationForm key={card.current.lvlId} crsId={crsId} card={{ ...card, current: card.current }} progress={state.data} onReload={progress.reload} />;
  }

  return (
    <section className="plouf-eval" aria-labelledby={titleId}>
      <div className="plouf-eval-head">
        <Title id={titleId} className="plouf-eval-title"><FormattedMessage id="evaluation.panel.title" values={{ name: memberName }} /></Title>
        <Button variant="minimal" icon="cross" onClick={onClose} aria-label={intl.formatMessage({ id: 'evaluation.action.close' })}>
          <FormattedMessage id="evaluation.action.close" />
        </Button>
      </div>
      {state.data && <CareDetails care={progress.care.get(usrId)} titleId={`${titleId}-care`} headingLevel={headingLevel === 3 ? 4 : 5} />}
      {body}
    </section>
  );
}
