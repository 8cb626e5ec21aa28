import { Button, Callout, Checkbox, FormGroup, TextArea } from '@blueprintjs/core';
import { nameIn } from '@plouf/command-api/levels';
import { useMachine } from '@xstate/react';
import { useMemo, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { ApiError } from '../../../api/client.ts';
import { evaluate, type CourseProgressView, type EvaluationInput, type ReportCardView } from '../../../api/progress.ts';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';
import { useActionKey } from '../../../lib/useActionKey.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { unreachable } from './deckOutbox.ts';
import { evaluationMachine } from './evaluationMachine.ts';
import { useDeckOutboxContext } from './useDeckOutbox.ts';
import { SkillRating } from './SkillRating.tsx';

interface EvaluationFormProps {
  crsId: number;
  /** The child's card as read, on a level to evaluate. */
  card: ReportCardView & { current: NonNullable<ReportCardView['current']> };
  progress: Pick<CourseProgressView, 'levels' | 'scale'>;
  /** Reads the card again (after a conflict). */
  onReload: () => void;
}

/** The evaluation of one child on their level: a row per skill, a note, "level passed", save; then what the card became. */
export function EvaluationForm({ crsId, card, progress, onReload }: EvaluationFormProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const notify = useNotifier();
  const action = useActionKey();
  const outbox = useDeckOutboxContext();
  // The machine is made once: it reads the outbox's latest state through here.
  const latestOutbox = useRef(outbox);
  latestOutbox.current = outbox;
  const machine = useMemo(
    () =>
      evaluationMachine.provide({
        actors: {
          send: fromPromise(async ({ input }: { input: EvaluationInput }): Promise<ReportCardView | null | 'queued'> => {
            const key = action.keyFor({ crsId, input });
            const deck = latestOutbox.current;
            // No network: kept on the phone with its key, sent when the network is back (once).
            const keep = async (failed: boolean) => {
              await deck?.queueEvaluation({ key, crsId, input, memberName: card.memberName }, failed);
              action.done();
              return 'queued' as const;
            };
            if (deck && !deck.online) return keep(false);
            try {
              const answered = await evaluate(crsId, input, key);
              action.done();
              return answered;
            } catch (error) {
              if (deck && unreachable(error)) return keep(true);
              // Recorded, the card a moment late: the family's room brings it.
              if (!(error instanceof ApiError) || error.resultCode !== 'Pending') throw error;
              action.done();
              return null;
            }
          }),
        },
        actions: {
          announceSaved: ({ context }) => notify.success(intl.formatMessage({ id: context.queued ? 'deck.evaluation.queued' : 'evaluation.form.saved' })),
        },
      }),
    // The machine is made once per panel; `action` keeps its key in a ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [crsId],
  );
  const [snapshot, send] = useMachine(machine, { input: { usrId: card.usrId, lvlId: card.current.lvlId, skills: card.current.skills.map((skill) => skill.sklId) } });
  const { context } = snapshot;
  const shown = context.card ?? card;
  const level = shown.current && shown.current.lvlId === context.lvlId ? shown.current : card.current;
  const position = progress.levels.findIndex((one) => one.lvlId === level.lvlId) + 1;
  const saving = snapshot.matches('saving');
  const idPrefix = `eval-${crsId}-${card.usrId}-${level.lvlId}`;

  if (snapshot.matches('saved')) {
    const next = context.card?.current;
    return (
      <div className="plouf-eval-done" role="status">
        <p>
          {context.queued ? (
            <FormattedMessage id="deck.evaluation.queued" />
          ) : next && next.lvlId !== context.lvlId ? (
            <FormattedMessage id="evaluation.form.savedNext" values={{ name: card.memberName, label: nameIn(next, locale) }} />
          ) : context.card && !next ? (
            <><FormattedMessage id="evaluation.form.saved" /> · <FormattedMessage id="evaluation.panel.allPassed" /></>
          ) : (
            <FormattedMessage id="evaluation.form.saved" />
          )}
        </p>
        {snapshot.can({ type: 'evaluation.again' }) && (
          <Button icon="refresh" onClick={() => send({ type: 'evaluation.again' })}><FormattedMessage id="evaluation.action.again" /></Button>
        )}
      </div>
    );
  }

  return (
    <form
      className="plouf-eval-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'evaluation.save' });
      }}
    >
      <p className="plouf-eval-level">
        <strong><FormattedMessage id="evaluation.panel.level" values={{ position, total: progress.levels.length, name: nameIn(level, locale) }} /></strong>
      </p>
      {level.skills.map((skill) => (
        <SkillRating
          key={skill.sklId}
          name={`${idPrefix}-skill-${skill.sklId}`}
          skill={skill}
          scale={progress.scale}
          rating={context.ratings[skill.sklId]}
          disabled={saving}
          onRate={(rating) => send({ type: 'evaluation.rate', sklId: skill.sklId, rating })}
          onClear={() => send({ type: 'evaluation.clear', sklId: skill.sklId })}
        />
      ))}
      <FormGroup label={intl.formatMessage({ id: 'evaluation.form.note' })} labelFor={`${idPrefix}-note`}>
        <TextArea id={`${idPrefix}-note`} fill autoResize rows={2} maxLength={1000} value={context.note} disabled={saving} onChange={(event) => send({ type: 'evaluation.note', note: event.currentTarget.value })} />
      </FormGroup>
      <Checkbox large checked={context.passed} disabled={saving} onChange={(event) => send({ type: 'evaluation.pass', passed: event.currentTarget.checked })} className="plouf-eval-passed">
        <strong><FormattedMessage id="evaluation.form.passed" /></strong> <span className="plouf-muted plouf-small"><FormattedMessage id="evaluation.form.passedHelp" /></span>
      </Checkbox>
      {context.failure && (
        <Callout intent={context.failure.conflict ? 'warning' : 'danger'} icon="error" role="alert" className="plouf-eval-failure">
          <p>{context.failure.message ?? intl.formatMessage({ id: 'evaluation.form.saveError' })}</p>
          {context.failure.conflict && <Button icon="refresh" onClick={onReload}><FormattedMessage id="evaluation.action.reload" /></Button>}
        </Callout>
      )}
      {!snapshot.can({ type: 'evaluation.save' }) && !saving && <p className="plouf-muted plouf-small"><FormattedMessage id="evaluation.form.empty" /></p>}
      <Button type="submit" intent="primary" icon="floppy-disk" size="large" fill loading={saving} disabled={!snapshot.can({ type: 'evaluation.save' })}>
        <FormattedMessage id="evaluation.action.save" />
      </Button>
    </form>
  );
}
