import { FormattedMessage, useIntl } from 'react-intl';
import { formatPrice } from '../../../lib/money.ts';
import { NumberField } from '../../../ui/NumberField.tsx';
import { Field, SwitchInput, TextAreaInput, TextInput } from '../kit/Field.tsx';
import type { DraftProps } from '../kit/fieldErrors.ts';
import type { PassDraft } from './passForm.ts';
import { vatIncluded } from './passListState.ts';

/** Name, subscription or card of entries, on sale or not, information. */
export function PassMainFields({ draft, set, errors }: DraftProps<PassDraft>) {
  return (
    <>
      <TextInput id="pass-name" labelId="adminPasses.field.name" required value={draft.libelle} onChange={(libelle) => set({ libelle })} error={errors.libelle} />
      <SwitchInput labelId="adminPasses.field.enabled" checked={draft.fftEnable} onChange={(fftEnable) => set({ fftEnable })} />
      {!draft.fftGift && <SwitchInput labelId="adminPasses.field.subscription" checked={draft.fftIsAbo} onChange={(fftIsAbo) => set({ fftIsAbo })} />}
      {/* A gift card (issue 43): its price is its value, sold without VAT, a code mailed instead of entries. */}
      <SwitchInput labelId="adminPasses.field.gift" checked={draft.fftGift ?? false} onChange={(fftGift) => set(fftGift ? { fftGift, fftIsAbo: false, tva: 0, fftNbEntree: 0 } : { fftGift })} />
      {draft.fftGift && <p className="plouf-muted"><FormattedMessage id="adminPasses.field.giftHelp" /></p>}
      <TextAreaInput id="pass-infos" labelId="adminPasses.field.infos" value={draft.fftInfos} onChange={(fftInfos) => set({ fftInfos })} error={errors.fftInfos} />
    </>
  );
}

/** Price in euros (stored in cents), VAT in percent (stored in basis points), entries, validity and limit. */
export function PassPriceFields({ draft, set, errors }: DraftProps<PassDraft>) {
  const intl = useIntl();
  const excludingVat = `${intl.formatMessage({ id: 'adminPasses.field.excludingVat' })} ${formatPrice(draft.fftTarif - vatIncluded(draft.fftTarif, draft.tva), intl.locale)}`;
  return (
    <>
      <div className="plouf-form-row plouf-form-row--keep">
        <Field id="pass-price" labelId="adminPasses.field.price" required error={errors.fftTarif} helper={excludingVat}>
          <NumberField value={draft.fftTarif} onChange={(fftTarif) => set({ fftTarif })} factor={100} positiveOnly suffix="€" />
        </Field>
        {!draft.fftGift && (
          <Field id="pass-vat" labelId="adminPasses.field.vat" error={errors.tva}>
            <NumberField value={draft.tva} onChange={(tva) => set({ tva })} factor={100} positiveOnly suffix="%" />
          </Field>
        )}
      </div>
      {!draft.fftGift && <div className="plouf-form-row plouf-form-row--keep">
        <Field id="pass-entries" labelId="adminPasses.field.entries" error={errors.fftNbEntree}>
          <NumberField value={draft.fftNbEntree} onChange={(fftNbEntree) => set({ fftNbEntree })} positiveOnly />
        </Field>
        <Field id="pass-validity" labelId="adminPasses.field.validity" required error={errors.fftValiditeM}>
          <NumberField value={draft.fftValiditeM} onChange={(fftValiditeM) => set({ fftValiditeM })} positiveOnly suffix={intl.formatMessage({ id: 'adminPasses.unit.months' })} />
        </Field>
      </div>}
      <Field id="pass-limit" labelId="adminPasses.field.limit" error={errors.fftLimiteAchat} helper={intl.formatMessage({ id: 'adminPasses.field.limitHelp' })}>
        <NumberField value={draft.fftLimiteAchat} onChange={(fftLimiteAchat) => set({ fftLimiteAchat })} positiveOnly />
      </Field>
    </>
  );
}
