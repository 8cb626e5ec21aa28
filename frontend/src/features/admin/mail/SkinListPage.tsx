import { Button } from '@blueprintjs/core';
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { listMailSkins } from '../../../api/mail.ts';
import { useStore } from '../../../lib/persistedStore.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { useMailLive } from './useMailLive.ts';
import { MailListFrame } from './MailListFrame.tsx';
import { skinListStore, visibleSkins, type SkinSortField } from './mailListState.ts';
import { SkinTable } from './SkinTable.tsx';
import { SKIN_LIST } from './useSkinDetail.ts';
import './mail.css';

const SORT_FIELDS: ReadonlyArray<{ value: SkinSortField; label: `adminMail.skinSort.${SkinSortField}` }> = [
  { value: 'name', label: 'adminMail.skinSort.name' },
  { value: 'number', label: 'adminMail.skinSort.number' },
  { value: 'usage', label: 'adminMail.skinSort.usage' },
  { value: 'updated', label: 'adminMail.skinSort.updated' },
];

/** /profil/administration/skins: the frames mails are sent in, searched and sorted; "Nouveau" makes one. */
export default function SkinListPage() {
  const navigate = useNavigate();
  const [state, setState] = useStore(skinListStore);
  const { state: load, reload } = useAsync(() => listMailSkins({ share: false }), 'mail-skins-list');
  const liveStatus = useMailLive(reload);
  const skins = useMemo(() => visibleSkins(load.data ?? [], state), [load.data, state]);

  return (
    <MailListFrame
      icon="style"
      messages={{ title: 'adminMail.skins.title', count: 'adminMail.skins.count', search: 'adminMail.skins.search', empty: 'adminMail.skins.empty', loadError: 'adminMail.skins.loadError' }}
      load={load}
      reload={reload}
      liveStatus={liveStatus}
      state={state}
      onChange={setState}
      sortFields={SORT_FIELDS}
      total={load.data?.length ?? 0}
      shown={skins.length}
      action={
        <Button intent="primary" icon="plus" className="plouf-catalogue-new" onClick={() => navigate(`${SKIN_LIST}/-1`)}>
          <FormattedMessage id="adminMail.skins.new" />
        </Button>
      }
    >
      <SkinTable skins={skins} />
    </MailListFrame>
  );
}
