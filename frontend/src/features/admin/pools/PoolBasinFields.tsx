import { InputGroup } from '@blueprintjs/core';
import { BOOKING } from '@plouf/command-api/enrolment';
import { useIntl } from 'react-intl';
import { NumberField } from '../../../ui/NumberField.tsx';
import { Field, TextAreaInput, TextInput } from '../kit/Field.tsx';
import type { DraftProps } from '../kit/fieldErrors.ts';
import type { PoolDraft } from './poolForm.ts';

type Size = 'psnLongueurCm' | 'psnLargeurCm' | 'psnDepthMinCm' | 'psnDepthMaxCm';
const SIZES: ReadonlyArray<{ field: Size; labelId: 'adminPools.field.length' | 'adminPools.field.width' | 'adminPools.field.depthMin' | 'adminPools.field.depthMax' }> = [
  { field: 'psnLongueurCm', labelId: 'adminPools.field.length' },
  { field: 'psnLargeurCm', labelId: 'adminPools.field.width' },
  { field: 'psnDepthMinCm', labelId: 'adminPools.field.depthMin' },
  { field: 'psnDepthMaxCm', labelId: 'adminPools.field.depthMax' },
];

/** The basin in metres (stored in centimetres) and the days lessons may be generated for. */
export function PoolBasinFields({ draft, set, errors }: DraftProps<PoolDraft>) {
  const intl = useIntl();
  const dayHelp = intl.formatMessage({ id: 'adminPools.field.dayHelp' });
  return (
    <>
      <div className="plouf-form-row plouf-form-row--keep">
        {SIZES.map(({ field, labelId }) => (
          <Field key={field} id={`pool-${field}`} labelId={labelId} error={errors[field]}>
            <NumberField value={draft[field]} onChange={(value) => set({ [field]: value })} factor={100} positiveOnly suffix="m" />
          </Field>
        ))}
      </div>
      <div className="plouf-form-row">
        <TextInput id="pool-first-day" type="date" labelId="adminPools.field.firstDay" helper={dayHelp} value={draft.datMinCours ?? ''} onChange={(day) => set({ datMinCours: day || null })} error={errors.datMinCours} />
        <TextInput id="pool-last-day" type="date" labelId="adminPools.field.lastDay" helper={dayHelp} value={draft.datMaxCours ?? ''} onChange={(day) => set({ datMaxCours: day || null })} error={errors.datMaxCours} />
      </div>
    </>
  );
}

/** The hours typed, or none (the school's default applies): whole hours from 0 to 720. */
function cancelDelay(typed: string): number | undefined {
  const hours = Number.parseInt(typed, 10);
  return typed.trim() === '' || Number.isNaN(hours) ? undefined : Math.min(720, Math.max(0, hours));
}

/** Closures, opening hours and access: free texts of the public page; the free cancellation delay (configPiscine). */
export function PoolPracticalFields({ draft, set, errors }: DraftProps<PoolDraft>) {
  const intl = useIntl();
  const config = draft.configPiscine;
  const setConfig = (patch: Partial<PoolDraft['configPiscine']>) => set({ configPiscine: { ...config, ...patch } });
  return (
    <>
      <TextAreaInput
        id="pool-closure"
        labelId="adminPools.field.closure"
        helper={intl.formatMessage({ id: 'adminPools.field.closureHelp' })}
        value={config.infosFermeture}
        onChange={(infosFermeture) => setConfig({ infosFermeture })}
        error={errors['configPiscine.infosFermeture'] ?? errors.configPiscine}
      />
      <TextAreaInput id="pool-hours" labelId="adminPools.field.hours" value={config.horaires} onChange={(horaires) => setConfig({ horaires })} error={errors['configPiscine.horaires']} />
      <TextAreaInput id="pool-access" labelId="adminPools.field.access" value={config.acces} onChange={(acces) => setConfig({ acces })} error={errors['configPiscine.acces']} />
      <Field id="pool-cancel-delay" labelId="adminPools.field.cancelDelay" helper={intl.formatMessage({ id: 'adminPools.field.cancelDelayHelp' }, { hours: BOOKING.cutoffHours })} error={errors['configPiscine.delaiAnnulationH']}>
        <InputGroup
          type="number"
          inputMode="numeric"
          min={0}
          max={720}
          placeholder={String(BOOKING.cutoffHours)}
          value={config.delaiAnnulationH === undefined ? '' : String(config.delaiAnnulationH)}
          onValueChange={(typed) => setConfig({ delaiAnnulationH: cancelDelay(typed) })}
          rightElement={<span className="plouf-number-suffix">h</span>}
        />
      </Field>
    </>
  );
}
