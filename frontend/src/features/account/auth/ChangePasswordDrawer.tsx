import { Classes } from '@blueprintjs/core';
import { Drawer } from '../../../ui/Dialog.tsx';
import { useIntl } from 'react-intl';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

/** Spec §9: right drawers are 350 px wide. */
export const RIGHT_DRAWER_WIDTH = 350;

/** The change-password drawer of the user menu; it closes once the password is changed. */
export function ChangePasswordDrawer({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Drawer
      isOpen={isOpen}
      onClose={onClose}
      position="right"
      size={RIGHT_DRAWER_WIDTH}
      icon="lock"
      title={intl.formatMessage({ id: 'auth.changePassword.title' })}
      className="plouf-right-drawer"
    >
      <div className={`${Classes.DRAWER_BODY} plouf-drawer-body`}>
        <ChangePasswordForm idPrefix="drawer-password" onChanged={onClose} />
      </div>
    </Drawer>
  );
}
