import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { parseId } from '../../../lib/params.ts';
import { ImageUploadCard } from '../../../ui/imageUpload/ImageUploadCard.tsx';
import { PageContentFields } from '../../../ui/PageContentFields.tsx';
import { CheckList } from '../kit/CheckList.tsx';
import { EnglishFields } from '../kit/EnglishFields.tsx';
import { DetailFrame } from '../kit/DetailFrame.tsx';
import { errorOf } from '../kit/fieldErrors.ts';
import { FormSection } from '../kit/FormSection.tsx';
import { useActivityChoices, useInstructorChoices } from '../catalogue/useChoices.ts';
import { LessonTemplateEditor } from './LessonTemplateEditor.tsx';
import { PoolBasinFields, PoolPracticalFields } from './PoolBasinFields.tsx';
import { PoolAddressFields, PoolIdentityFields } from './PoolMainFields.tsx';
import { POOL_LIST, usePoolDetail } from './usePoolDetail.ts';
import { PoolStatusTags } from './PoolStatusTags.tsx';

/** /profil/administration/piscines/{piscineId}: a pool, its weekly lessons, photos and public page; -1 is a new one. */
export default function PoolDetailPage() {
  const intl = useIntl();
  const detail = usePoolDetail(parseId(useParams().piscineId));
  const activities = useActivityChoices();
  const instructors = useInstructorChoices();
  const { draft, set, errors } = detail;
  const fields = { draft, set, errors };
  const view = detail.view;

  const tags = view && <PoolStatusTags pool={view} />;

  return (
    <DetailFrame feature="adminPools" listPath={POOL_LIST} detail={detail} name={view?.libelle ?? ''} tags={tags}>
      <div className="plouf-catalogue-grid">
        <FormSection titleId="adminPools.section.general" icon="map-marker">
          <PoolIdentityFields {...fields} />
        </FormSection>
        <FormSection titleId="adminPools.section.address" icon="home">
          <PoolAddressFields {...fields} />
        </FormSection>
        <FormSection titleId="adminPools.section.basin" icon="tint">
          <PoolBasinFields {...fields} />
        </FormSection>
        <FormSection titleId="adminPools.section.practical" icon="info-sign">
          <PoolPracticalFields {...fields} />
        </FormSection>
      </div>
      <FormSection titleId="adminPools.section.links" icon="people">
        <div className="plouf-catalogue-grid">
          <CheckList legendId="adminPools.field.activities" {...activities} value={draft.acyIds} onChange={(acyIds) => set({ acyIds })} error={errors.acyIds} />
          <CheckList legendId="adminPools.field.instructors" {...instructors} value={draft.mnsIds} onChange={(mnsIds) => set({ mnsIds })} error={errors.mnsIds} />
        </div>
      </FormSection>
      <FormSection titleId="adminPools.section.templates" icon="calendar">
        <LessonTemplateEditor
          value={draft.templateCours}
          onChange={(templateCours) => set({ templateCours })}
          activities={activities}
          instructors={instructors}
          errors={errors}
        />
      </FormSection>
      <FormSection titleId="adminPools.section.images" icon="media">
        <ImageUploadCard images={draft.images} onChange={(images) => set({ images })} label={intl.formatMessage({ id: 'adminPools.field.images' })} />
        {errorOf(errors, 'imageIds') && <p className="plouf-field-error">{errorOf(errors, 'imageIds')}</p>}
      </FormSection>
      <FormSection titleId="adminPools.section.content" icon="document">
        <PageContentFields value={draft.content} onChange={(content) => set({ content })} errors={errors} />
      </FormSection>
      <EnglishFields
        idPrefix="pool"
        value={draft.translations}
        onChange={(translations) => set({ translations })}
        texts={[
          { path: 'libelle', labelId: 'adminPools.field.name', french: draft.libelle },
          { path: 'configPiscine.infosFermeture', labelId: 'adminPools.field.closure', french: draft.configPiscine.infosFermeture, long: true },
          { path: 'configPiscine.horaires', labelId: 'adminPools.field.hours', french: draft.configPiscine.horaires, long: true },
          { path: 'configPiscine.acces', labelId: 'adminPools.field.access', french: draft.configPiscine.acces, long: true },
        ]}
        content={draft.content}
        errors={errors}
      />
    </DetailFrame>
  );
}
