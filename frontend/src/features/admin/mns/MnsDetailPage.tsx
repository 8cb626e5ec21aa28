import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { parseId } from '../../../lib/params.ts';
import { ImageUploadCard } from '../../../ui/imageUpload/ImageUploadCard.tsx';
import { DetailFrame } from '../kit/DetailFrame.tsx';
import { EnglishFields } from '../kit/EnglishFields.tsx';
import { TextAreaInput, TextInput } from '../kit/Field.tsx';
import { FormSection } from '../kit/FormSection.tsx';
import { LoginAccountField } from './LoginAccountField.tsx';
import { mnsName } from './mnsForm.ts';
import { MNS_LIST, useMnsDetail } from './useMnsDetail.ts';

/** /profil/administration/mns/{mnsId}: an instructor's name, city, presentation and photo; -1 is a new one. */
export default function MnsDetailPage() {
  const intl = useIntl();
  const detail = useMnsDetail(parseId(useParams().mnsId));
  const { draft, set, errors, view } = detail;

  return (
    <DetailFrame feature="adminMns" listPath={MNS_LIST} detail={detail} name={view ? mnsName(view) : ''}>
      <div className="plouf-catalogue-grid">
        <FormSection titleId="adminMns.section.identity" icon="person">
          <div className="plouf-form-row">
            <TextInput id="mns-first-name" labelId="adminMns.field.firstName" required value={draft.usrPrenom} onChange={(usrPrenom) => set({ usrPrenom })} error={errors.usrPrenom} />
            <TextInput id="mns-last-name" labelId="adminMns.field.lastName" required value={draft.usrNom} onChange={(usrNom) => set({ usrNom })} error={errors.usrNom} />
          </div>
          <TextInput id="mns-city" labelId="adminMns.field.city" value={draft.ctyName} onChange={(ctyName) => set({ ctyName })} error={errors.ctyName} />
          <TextAreaInput
            id="mns-infos"
            labelId="adminMns.field.infos"
            helper={intl.formatMessage({ id: 'adminMns.field.infosHelp' })}
            value={draft.mnsInfos}
            onChange={(mnsInfos) => set({ mnsInfos })}
            error={errors.mnsInfos}
          />
        </FormSection>
        <FormSection titleId="adminMns.section.login" icon="key">
          <LoginAccountField value={draft.loginUserId} onChange={(loginUserId) => set({ loginUserId })} error={errors.loginUserId} />
        </FormSection>
        <FormSection titleId="adminMns.section.photo" icon="camera">
          <ImageUploadCard images={draft.images} onChange={(images) => set({ images })} max={1} label={intl.formatMessage({ id: 'adminMns.field.photo' })} />
          {errors.imageId && <p className="plouf-field-error">{errors.imageId}</p>}
        </FormSection>
      </div>
      <EnglishFields
        idPrefix="mns"
        value={draft.translations}
        onChange={(translations) => set({ translations })}
        texts={[{ path: 'mnsInfos', labelId: 'adminMns.field.infos', french: draft.mnsInfos, long: true }]}
        errors={errors}
      />
    </DetailFrame>
  );
}
