import { useParams } from 'react-router-dom';
import { parseId } from '../../../lib/params.ts';
import { CheckList } from '../kit/CheckList.tsx';
import { DetailFrame } from '../kit/DetailFrame.tsx';
import { EnglishFields } from '../kit/EnglishFields.tsx';
import { FormSection } from '../kit/FormSection.tsx';
import { useActivityChoices, usePoolChoices } from '../catalogue/useChoices.ts';
import { PassMainFields, PassPriceFields } from './PassFields.tsx';
import { PASS_LIST, usePassDetail } from './usePassDetail.ts';
import { PassStatusTags } from './PassStatusTags.tsx';

/** /profil/administration/forfaits/{forfaitId}: a pass, its price and where it is valid; -1 is a new one. */
export default function PassDetailPage() {
  const detail = usePassDetail(parseId(useParams().forfaitId));
  const activities = useActivityChoices();
  const pools = usePoolChoices();
  const { draft, set, errors, view } = detail;
  const fields = { draft, set, errors };

  const tags = view && <PassStatusTags pass={view} />;

  return (
    <DetailFrame feature="adminPasses" listPath={PASS_LIST} detail={detail} name={view?.libelle ?? ''} tags={tags}>
      <div className="plouf-catalogue-grid">
        <FormSection titleId="adminPasses.section.general" icon="euro">
          <PassMainFields {...fields} />
        </FormSection>
        <FormSection titleId="adminPasses.section.price" icon="shopping-cart">
          <PassPriceFields {...fields} />
        </FormSection>
      </div>
      <FormSection titleId="adminPasses.section.scope" icon="map-marker">
        <div className="plouf-catalogue-grid">
          <CheckList legendId="adminPasses.field.activities" {...activities} value={draft.acyIds} onChange={(acyIds) => set({ acyIds })} error={errors.acyIds} />
          <CheckList legendId="adminPasses.field.pools" {...pools} value={draft.psnIds} onChange={(psnIds) => set({ psnIds })} error={errors.psnIds} />
        </div>
      </FormSection>
      <EnglishFields
        idPrefix="pass"
        value={draft.translations}
        onChange={(translations) => set({ translations })}
        texts={[
          { path: 'libelle', labelId: 'adminPasses.field.name', french: draft.libelle },
          { path: 'fftInfos', labelId: 'adminPasses.field.infos', french: draft.fftInfos, long: true },
        ]}
        errors={errors}
      />
    </DetailFrame>
  );
}
