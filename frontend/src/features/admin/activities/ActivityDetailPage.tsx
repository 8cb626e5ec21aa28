import { Tag } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { parseId } from '../../../lib/params.ts';
import { ImageUploadCard } from '../../../ui/imageUpload/ImageUploadCard.tsx';
import { PageContentFields } from '../../../ui/PageContentFields.tsx';
import { DetailFrame } from '../kit/DetailFrame.tsx';
import { EnglishFields } from '../kit/EnglishFields.tsx';
import { errorOf } from '../kit/fieldErrors.ts';
import { FormSection } from '../kit/FormSection.tsx';
import { ActivityConfigFields, ActivityMainFields } from './ActivityFields.tsx';
import { LevelsSection } from './LevelsSection.tsx';
import { ACTIVITY_LIST, useActivityDetail } from './useActivityDetail.ts';

/** /profil/administration/activites/{activityId}: an activity, its photos and public page, then its levels; -1 is a new one. */
export default function ActivityDetailPage() {
  const intl = useIntl();
  const detail = useActivityDetail(parseId(useParams().activityId));
  const { draft, set, errors, view } = detail;
  const fields = { draft, set, errors };

  const tags = view && (
    <Tag round minimal intent="primary">
      <FormattedMessage id={view.acyEnfant ? 'adminCatalogue.group.children' : 'adminCatalogue.group.adults'} />
    </Tag>
  );

  return (
    <DetailFrame feature="adminActivities" listPath={ACTIVITY_LIST} detail={detail} name={view?.libelle ?? ''} tags={tags} after={view && <LevelsSection acyId={view.id} />}>
      <div className="plouf-catalogue-grid">
        <FormSection titleId="adminActivities.section.general" icon="heart">
          <ActivityMainFields {...fields} />
        </FormSection>
        <FormSection titleId="adminActivities.section.config" icon="style">
          <ActivityConfigFields {...fields} />
        </FormSection>
      </div>
      <FormSection titleId="adminActivities.section.images" icon="media">
        <ImageUploadCard images={draft.images} onChange={(images) => set({ images })} label={intl.formatMessage({ id: 'adminActivities.field.images' })} />
        {errorOf(errors, 'imageIds') && <p className="plouf-field-error">{errorOf(errors, 'imageIds')}</p>}
      </FormSection>
      <FormSection titleId="adminActivities.section.content" icon="document">
        <PageContentFields value={draft.content} onChange={(content) => set({ content })} errors={errors} />
      </FormSection>
      <EnglishFields
        idPrefix="activity"
        value={draft.translations}
        onChange={(translations) => set({ translations })}
        texts={[
          { path: 'libelle', labelId: 'adminActivities.field.name', french: draft.libelle },
          { path: 'acyInfos', labelId: 'adminActivities.field.infos', french: draft.acyInfos, long: true },
          { path: 'configActivity.equipement', labelId: 'adminActivities.field.equipment', french: draft.configActivity.equipement },
        ]}
        content={draft.content}
        errors={errors}
      />
    </DetailFrame>
  );
}
