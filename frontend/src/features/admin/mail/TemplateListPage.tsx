import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { listMailSkins, listMailTemplates } from '../../../api/mail.ts';
import { useStore } from '../../../lib/persistedStore.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { useMailLive } from './useMailLive.ts';
import { MailConfigCard } from '../mailConfig/MailConfigCard.tsx';
import { kindLabel } from './kinds.ts';
import { MailListFrame } from './MailListFrame.tsx';
import { templateListStore, visibleTemplates, type TemplateRow, type TemplateSortField } from './mailListState.ts';
import { TemplateTable } from './TemplateTable.tsx';
import './mail.css';

const SORT_FIELDS: ReadonlyArray<{ value: TemplateSortField; label: `adminMail.templateSort.${TemplateSortField}` }> = [
  { value: 'number', label: 'adminMail.templateSort.number' },
  { value: 'label', label: 'adminMail.templateSort.label' },
  { value: 'subject', label: 'adminMail.templateSort.subject' },
  { value: 'skin', label: 'adminMail.templateSort.skin' },
  { value: 'updated', label: 'adminMail.templateSort.updated' },
];

/** /profil/administration/templates: every kind's mail, searched and sorted. */
export default function TemplateListPage() {
  const intl = useIntl();
  const [state, setState] = useStore(templateListStore);
  // Both at once: the list names each template's skin.
  const { state: load, reload } = useAsync(() => Promise.all([listMailTemplates({ share: false }), listMailSkins({ share: false })]), 'mail-templates');
  const liveStatus = useMailLive(reload);

  const rows = useMemo<TemplateRow[]>(() => {
    const [templates, skins] = load.data ?? [[], []];
    return templates.map((template) => {
      const label = kindLabel(template.id);
      const skin = skins.find((candidate) => candidate.id === template.mskId);
      return {
        template,
        label: label ? intl.formatMessage({ id: label }) : template.kind,
        subject: template.lgs.find((language) => language.lg === 'fr')?.libelle ?? '',
        skin: skin?.libelle ?? intl.formatMessage({ id: 'adminMail.state.unknownSkin' }, { id: template.mskId }),
      };
    });
  }, [load.data, intl]);
  const shown = useMemo(() => visibleTemplates(rows, state), [rows, state]);

  return (
    <>
      <MailListFrame
        icon="manual"
        messages={{ title: 'adminMail.templates.title', count: 'adminMail.templates.count', search: 'adminMail.templates.search', empty: 'adminMail.templates.empty', loadError: 'adminMail.templates.loadError' }}
        load={load}
        reload={reload}
        liveStatus={liveStatus}
        state={state}
        onChange={setState}
        sortFields={SORT_FIELDS}
        total={rows.length}
        shown={shown.length}
      >
        <TemplateTable rows={shown} />
      </MailListFrame>
      {/* The sender's settings beside the texts they send: test mode shows where mail is looked after. */}
      <div className="plouf-page plouf-page--flush">
        <MailConfigCard />
      </div>
    </>
  );
}
