import { InputGroup, Tag } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { NumberField } from '../../../ui/NumberField.tsx';
import { Field, SwitchInput, TextAreaInput, TextInput } from '../kit/Field.tsx';
import type { DraftProps } from '../kit/fieldErrors.ts';
import { minimumAgeText } from '../catalogue/minimumAgeText.ts';
import type { ActivityDraft } from './activityForm.ts';

/** Name, children's or adults', minimum age (0 meaning from 6 months) and information. */
export function ActivityMainFields({ draft, set, errors }: DraftProps<ActivityDraft>) {
  const intl = useIntl();
  return (
    <>
      <TextInput id="activity-name" labelId="adminActivities.field.name" required value={draft.libelle} onChange={(libelle) => set({ libelle })} error={errors.libelle} />
      <SwitchInput labelId="adminActivities.field.children" checked={draft.acyEnfant} onChange={(acyEnfant) => set({ acyEnfant })} />
      <Field id="activity-age" labelId="adminActivities.field.age" error={errors.acyAge} helper={intl.formatMessage({ id: 'adminActivities.field.ageHelp' })} className="plouf-age-field">
        <NumberField value={draft.acyAge} onChange={(acyAge) => set({ acyAge })} positiveOnly />
      </Field>
      <p className="plouf-age-preview">
        <Tag round minimal intent="primary" icon="person">
          {minimumAgeText(intl, draft.acyAge)}
        </Tag>
      </p>
      <TextAreaInput id="activity-infos" labelId="adminActivities.field.infos" value={draft.acyInfos} onChange={(acyInfos) => set({ acyInfos })} error={errors.acyInfos} />
    </>
  );
}

/** The badge colour, the usual length of a lesson and what to bring (configActivity). */
export function ActivityConfigFields({ draft, set, errors }: DraftProps<ActivityDraft>) {
  const config = draft.configActivity;
  const setConfig = (patch: Partial<ActivityDraft['configActivity']>) => set({ configActivity: { ...config, ...patch } });
  return (
    <>
      <Field id="activity-colour" labelId="adminActivities.field.colour" error={errors['configActivity.couleur'] ?? errors.configActivity}>
        <InputGroup
          value={config.couleur}
          onValueChange={(couleur) => setConfig({ couleur })}
          leftElement={<input type="color" className="plouf-colour-pick" aria-hidden tabIndex={-1} value={/^#[0-9a-fA-F]{6}$/.test(config.couleur) ? config.couleur : '#000000'} onChange={(event) => setConfig({ couleur: event.currentTarget.value })} />}
        />
      </Field>
      <Field id="activity-duration" labelId="adminActivities.field.duration" error={errors['configActivity.dureeMin']}>
        <NumberField value={config.dureeMin} onChange={(dureeMin) => setConfig({ dureeMin })} positiveOnly suffix="min" />
      </Field>
      <TextInput id="activity-equipment" labelId="adminActivities.field.equipment" value={config.equipement} onChange={(equipement) => setConfig({ equipement })} error={errors['configActivity.equipement']} />
    </>
  );
}
