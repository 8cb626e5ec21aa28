import { Button, Classes, FormGroup, InputGroup } from '@blueprintjs/core';
import { Drawer } from '../Dialog.tsx';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { imageUrl, saveMedia, type MediaView } from '../../api/catalogue.ts';
import { ApiError } from '../../api/client.ts';
import { RIGHT_DRAWER_WIDTH } from '../../features/account/auth/ChangePasswordDrawer.tsx';
import { useLocale } from '../../i18n/LocaleProvider.tsx';
import { useNotifier } from '../Notifier.tsx';
import { formatDimensions, formatSize } from './mediaFormat.ts';

interface ImageTitleDrawerProps {
  /** The image to edit; `null` closes the drawer. */
  media: MediaView | null;
  onClose: () => void;
  onSaved: (media: MediaView) => void;
}

/** Spec §2 "edit-title drawer": the image's title and copyright, saved with PUT /Media/{id}. */
export function ImageTitleDrawer({ media, onClose, onSaved }: ImageTitleDrawerProps) {
  const intl = useIntl();
  return (
    <Drawer
      isOpen={media !== null}
      onClose={onClose}
      position="right"
      size={RIGHT_DRAWER_WIDTH}
      icon="edit"
      title={intl.formatMessage({ id: 'imageUpload.edit.title' })}
      className="plouf-right-drawer"
    >
      <div className={`${Classes.DRAWER_BODY} plouf-drawer-body`}>
        {media && (
          <ImageTitleForm
            key={media.id}
            media={media}
            onSaved={(saved) => {
              onSaved(saved);
              onClose();
            }}
          />
        )}
      </div>
    </Drawer>
  );
}

function ImageTitleForm({ media, onSaved }: { media: MediaView; onSaved: (media: MediaView) => void }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const notify = useNotifier();
  const [libelle, setLibelle] = useState(media.libelle);
  const [copyright, setCopyright] = useState(media.mdaCopyright);
  const [english, setEnglish] = useState(media.translations?.en?.libelle ?? '');
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<Readonly<Record<string, string>>>({});

  const titleError = submitted && !libelle.trim() ? intl.formatMessage({ id: 'admin.validation.required' }) : serverErrors.libelle;
  const copyrightError = serverErrors.mdaCopyright;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The drawer is portalled, but React bubbles its submit to the form the card sits in.
    event.stopPropagation();
    setSubmitted(true);
    if (!libelle.trim()) return;
    setSaving(true);
    try {
      const saved = await saveMedia(media.id, { libelle: libelle.trim(), mdaCopyright: copyright.trim(), translations: { en: { libelle: english.trim() } } });
      notify.success(intl.formatMessage({ id: 'imageUpload.edit.saved' }));
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError) setServerErrors(error.fieldErrors);
      notify.error(error instanceof ApiError && error.serverMessage ? error.serverMessage : intl.formatMessage({ id: 'imageUpload.edit.failed' }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="plouf-drawer-form">
      <img className="plouf-image-edit-preview" src={imageUrl(media, { w: 620, h: 400 })} alt="" />
      <p className="plouf-muted plouf-small plouf-break">
        {[media.fileName, formatDimensions(media), media.size > 0 ? formatSize(media.size, locale) : ''].filter(Boolean).join(' · ')}
      </p>
      <FormGroup
        label={intl.formatMessage({ id: 'imageUpload.edit.name' })}
        labelFor="image-title"
        labelInfo="*"
        helperText={titleError ?? intl.formatMessage({ id: 'imageUpload.edit.nameHelp' })}
        intent={titleError ? 'danger' : 'none'}
      >
        <InputGroup
          id="image-title"
          value={libelle}
          onValueChange={setLibelle}
          intent={titleError ? 'danger' : 'none'}
          aria-invalid={titleError ? true : undefined}
          autoFocus
        />
      </FormGroup>
      <FormGroup
        label={intl.formatMessage({ id: 'imageUpload.edit.nameEnglish' })}
        labelFor="image-title-en"
        helperText={serverErrors['translations.en.libelle'] ?? intl.formatMessage({ id: 'imageUpload.edit.nameEnglishHelp' })}
        intent={serverErrors['translations.en.libelle'] ? 'danger' : 'none'}
      >
        <InputGroup id="image-title-en" lang="en" value={english} placeholder={libelle} onValueChange={setEnglish} />
      </FormGroup>
      <FormGroup
        label={intl.formatMessage({ id: 'imageUpload.edit.copyright' })}
        labelFor="image-copyright"
        helperText={copyrightError ?? intl.formatMessage({ id: 'imageUpload.edit.copyrightHelp' })}
        intent={copyrightError ? 'danger' : 'none'}
      >
        <InputGroup id="image-copyright" value={copyright} onValueChange={setCopyright} intent={copyrightError ? 'danger' : 'none'} />
      </FormGroup>
      <Button type="submit" intent="primary" icon="floppy-disk" fill loading={saving}>
        <FormattedMessage id="common.action.save" />
      </Button>
    </form>
  );
}
