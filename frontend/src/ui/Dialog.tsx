import { Alert as BlueprintAlert, Button, Classes, Dialog as BlueprintDialog, Drawer as BlueprintDrawer, H2, Icon, IconSize, type AlertProps, type DialogProps, type DrawerProps } from '@blueprintjs/core';
import { SmallCross } from '@blueprintjs/icons';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

/**
 * Blueprint's dialog and drawer, with their header drawn here: Blueprint's close button is always
 * labelled "Close", in English, on a French page. Same props, same markup and classes, so they
 * look and behave as before; the close button says "Fermer" or "Close" in the page's language.
 */
export function Dialog({ title, icon, isCloseButtonShown, titleTagName: Title = H2, children, ...props }: DialogProps) {
  const titleId = useId();
  return (
    <BlueprintDialog {...props} aria-labelledby={props['aria-labelledby'] ?? (title != null ? titleId : undefined)}>
      {title != null && (
        <div className={Classes.DIALOG_HEADER}>
          <Icon icon={icon} size={IconSize.STANDARD} aria-hidden tabIndex={-1} />
          <Title id={titleId}>{title}</Title>
          {isCloseButtonShown !== false && <CloseButton size={IconSize.STANDARD} onClose={props.onClose} />}
        </div>
      )}
      {children}
    </BlueprintDialog>
  );
}

export function Drawer({ title, icon, isCloseButtonShown, children, ...props }: DrawerProps) {
  return (
    <BlueprintDrawer {...props}>
      {title != null && (
        <div className={Classes.DRAWER_HEADER}>
          <Icon icon={icon} size={IconSize.LARGE} />
          {/* A level-2 heading (the page has its h1), drawn at the size Blueprint gives a drawer's title. */}
          <H2 className="plouf-drawer-title">{title}</H2>
          {isCloseButtonShown !== false && <CloseButton size={IconSize.LARGE} onClose={props.onClose} />}
        </div>
      )}
      {children}
    </BlueprintDrawer>
  );
}

function CloseButton({ size, onClose }: { size: number; onClose: DialogProps['onClose'] }): ReactNode {
  const intl = useIntl();
  return <Button aria-label={intl.formatMessage({ id: 'common.action.close' })} className={Classes.DIALOG_CLOSE_BUTTON} icon={<SmallCross size={size} />} onClick={onClose} variant="minimal" />;
}

/**
 * Blueprint's alert with its title, which names it: an alert dialog without a name is announced as
 * "dialog" alone (axe's aria-dialog-name). Blueprint passes the label on to its dialog.
 */
export function NamedAlert({ title, children, ...props }: AlertProps & { title: ReactNode }) {
  const titleId = useId();
  const named = { ...props, 'aria-labelledby': titleId } as AlertProps;
  return (
    <BlueprintAlert {...named}>
      <h3 id={titleId} className="plouf-alert-title">
        {title}
      </h3>
      {children}
    </BlueprintAlert>
  );
}
