import { Button, Classes, NonIdealState } from '@blueprintjs/core';
import { Drawer } from '../../../ui/Dialog.tsx';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminUser } from '../../../api/types.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { RIGHT_DRAWER_WIDTH } from '../../account/auth/ChangePasswordDrawer.tsx';
import { MemberEditForm } from './MemberEditForm.tsx';
import { useMemberEditor } from './useMemberEditor.ts';

interface MemberEditDrawerProps {
  /** The user to edit; `null` closes the drawer. */
  userId: number | null;
  onClose: () => void;
  onSaved: (user: AdminUser) => void;
}

/** The right drawer in which the administrator edits a family member (PUT /User/{id}). */
export function MemberEditDrawer({ userId, onClose, onSaved }: MemberEditDrawerProps) {
  const intl = useIntl();
  const editor = useMemberEditor(userId, (saved) => {
    onSaved(saved);
    onClose();
  });
  return (
    <Drawer
      isOpen={userId !== null}
      onClose={onClose}
      position="right"
      size={RIGHT_DRAWER_WIDTH}
      icon="edit"
      title={intl.formatMessage({ id: 'adminFamilies.user.title' })}
      className="plouf-right-drawer"
    >
      <div className={`${Classes.DRAWER_BODY} plouf-drawer-body`}>
        {editor.status === 'loading' && <Loading />}
        {editor.status === 'error' && (
          <NonIdealState
            icon="error"
            title={<FormattedMessage id="adminFamilies.user.loadError" />}
            action={<Button icon="refresh" onClick={editor.retry}><FormattedMessage id="common.action.retry" /></Button>}
          />
        )}
        {editor.status === 'done' && editor.user && (
          <MemberEditForm key={editor.user.id} user={editor.user} saving={editor.saving} onSave={(user) => void editor.save(user)} />
        )}
      </div>
    </Drawer>
  );
}
