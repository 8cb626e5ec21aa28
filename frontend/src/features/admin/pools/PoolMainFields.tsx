import { useIntl } from 'react-intl';
import { Field, SwitchInput, TextInput } from '../kit/Field.tsx';
import type { DraftProps } from '../kit/fieldErrors.ts';
import { CoordinateInput } from './CoordinateInput.tsx';
import type { PoolDraft } from './poolForm.ts';

type Address = PoolDraft['address'];

/** The pool's name, whether it is shown and offers home lessons. */
export function PoolIdentityFields({ draft, set, errors }: DraftProps<PoolDraft>) {
  return (
    <>
      <TextInput id="pool-name" labelId="adminPools.field.name" required value={draft.libelle} onChange={(libelle) => set({ libelle })} error={errors.libelle} />
      <SwitchInput labelId="adminPools.field.enabled" checked={draft.psnEnable} onChange={(psnEnable) => set({ psnEnable })} />
      <SwitchInput labelId="adminPools.field.home" checked={draft.psnDomicile} onChange={(psnDomicile) => set({ psnDomicile })} />
    </>
  );
}

/** Street, postal code, city and GPS position; the address's other fields are kept as they were. */
export function PoolAddressFields({ draft, set, errors }: DraftProps<PoolDraft>) {
  const intl = useIntl();
  const address = draft.address;
  const setAddress = (patch: Partial<Address>) => set({ address: { ...address, ...patch } });
  const error = (field: keyof Address & string) => errors[`address.${field}`] ?? (field === 'libelle' ? errors.address : undefined);
  return (
    <>
      <TextInput id="pool-street" labelId="adminPools.field.street" required value={address.adrNumberWay} onChange={(adrNumberWay) => setAddress({ adrNumberWay })} error={error('adrNumberWay')} />
      <div className="plouf-form-row plouf-form-row--postal">
        <TextInput id="pool-postal-code" labelId="adminPools.field.postalCode" required value={address.adrPostalCode} onChange={(adrPostalCode) => setAddress({ adrPostalCode })} error={error('adrPostalCode')} />
        <TextInput id="pool-city" labelId="adminPools.field.city" required value={address.libelle} onChange={(libelle) => setAddress({ libelle })} error={error('libelle')} />
      </div>
      <div className="plouf-form-row plouf-form-row--keep">
        <Field id="pool-lat" labelId="adminPools.field.lat" error={error('gpsLat')} helper={intl.formatMessage({ id: 'adminPools.field.gpsHelp' })}>
          <CoordinateInput value={address.gpsLat} onChange={(gpsLat) => setAddress({ gpsLat })} />
        </Field>
        <Field id="pool-lon" labelId="adminPools.field.lon" error={error('gpsLon')}>
          <CoordinateInput value={address.gpsLon} onChange={(gpsLon) => setAddress({ gpsLon })} />
        </Field>
      </div>
    </>
  );
}
