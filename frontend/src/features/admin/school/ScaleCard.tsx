import { Button, Callout, Card, FormGroup, InputGroup, NonIdealState, NonIdealStateIconSize, Tag } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Loading } from '../../../ui/Loading.tsx';
import { SCALE_MAX, SCALE_MIN } from './scaleForm.ts';
import { useScale } from './useScale.ts';

/**
 * The school's rating scale (issue 26): its steps from the lowest to the highest, each named in
 * French and English; saved on its own, apart from the rules.
 */
export function ScaleCard() {
  const intl = useIntl();
  const scale = useScale();
  const { draft } = scale;
  const legend = (index: number) => {
    const position = index + 1;
    const id = index === 0 ? 'adminSchool.scale.lowest' : index === draft.length - 1 ? 'adminSchool.scale.highest' : 'adminSchool.scale.step';
    return intl.formatMessage({ id }, { position });
  };

  return (
    <Card elevation={1} className="plouf-form-card plouf-school-scale" role="region" aria-labelledby="school-scale-title">
      <h2 id="school-scale-title" className="plouf-card-title"><FormattedMessage id="adminSchool.scale.title" /></h2>
      <p className="plouf-muted"><FormattedMessage id="adminSchool.scale.intro" values={{ min: SCALE_MIN, max: SCALE_MAX }} /></p>
      {scale.status === 'loading' && <Loading />}
      {scale.status === 'error' && (
        <NonIdealState
          icon="error"
          iconSize={NonIdealStateIconSize.SMALL}
          title={<FormattedMessage id="adminSchool.scale.loadError" />}
          action={<Button icon="refresh" onClick={scale.reload}><FormattedMessage id="common.action.retry" /></Button>}
        />
      )}
      {scale.status === 'done' && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void scale.save();
          }}
        >
          <ol className="plouf-scale-steps">
            {draft.map((step, index) => {
              const missing = scale.tried && step.fr.trim() === '';
              return (
                <li key={step.key}>
                  <fieldset className="plouf-scale-step">
                    <legend>{legend(index)}</legend>
                    <FormGroup label={intl.formatMessage({ id: 'adminSchool.scale.french' })} labelFor={`scale-${step.key}-fr`} labelInfo="*" intent={missing ? 'danger' : 'none'} helperText={missing ? intl.formatMessage({ id: 'admin.validation.required' }) : undefined}>
                      <InputGroup id={`scale-${step.key}-fr`} value={step.fr} maxLength={40} onValueChange={(fr) => scale.set(index, { fr })} intent={missing ? 'danger' : 'none'} aria-invalid={missing || undefined} autoComplete="off" />
                    </FormGroup>
                    <FormGroup label={intl.formatMessage({ id: 'adminSchool.scale.english' })} labelFor={`scale-${step.key}-en`}>
                      <InputGroup id={`scale-${step.key}-en`} lang="en" value={step.en} maxLength={40} onValueChange={(en) => scale.set(index, { en })} autoComplete="off" />
                    </FormGroup>
                    <Button
                      icon="cross"
                      variant="minimal"
                      className="plouf-scale-remove"
                      disabled={draft.length <= SCALE_MIN}
                      onClick={() => scale.remove(index)}
                      aria-label={intl.formatMessage({ id: 'adminSchool.scale.removeLabel' }, { position: index + 1 })}
                    >
                      <FormattedMessage id="adminSchool.scale.remove" />
                    </Button>
                  </fieldset>
                </li>
              );
            })}
          </ol>
          <Button icon="add" disabled={draft.length >= SCALE_MAX} onClick={scale.add}><FormattedMessage id="adminSchool.scale.add" /></Button>
          {scale.problem && <Callout intent="danger" icon="error" role="alert" className="plouf-school-refusal plouf-scale-problem">{scale.problem}</Callout>}
          <div className="plouf-school-actions">
            {scale.changed && <Tag intent="warning" minimal><FormattedMessage id="adminSchool.scale.unsaved" /></Tag>}
            <Button disabled={!scale.changed || scale.busy} onClick={scale.reset}><FormattedMessage id="adminSchool.scale.reset" /></Button>
            <Button type="submit" intent="primary" icon="floppy-disk" loading={scale.busy} disabled={!scale.changed}><FormattedMessage id="adminSchool.scale.save" /></Button>
          </div>
        </form>
      )}
    </Card>
  );
}
