import { Button, FormGroup, InputGroup, Popover, Tooltip } from '@blueprintjs/core';
import type { Editor } from '@tiptap/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { normalizeLink } from './links.ts';

/** The link button: a small prompt to set the selection's link, change it or remove it. */
export function LinkButton({ editor, active, disabled }: { editor: Editor; active: boolean; disabled: boolean }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [address, setAddress] = useState('');
  const [invalid, setInvalid] = useState(false);
  const label = intl.formatMessage({ id: 'richText.toolbar.link' });

  const show = () => {
    setAddress((editor.getAttributes('link').href as string | undefined) ?? '');
    setInvalid(false);
    setOpen(true);
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    // The popover is portalled, but React bubbles its submit to the page's own form.
    event.stopPropagation();
    const href = normalizeLink(address);
    if (!href) {
      setInvalid(true);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    // With nothing selected, the address itself becomes the linked text.
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.setLink({ href }).run();
    }
    setOpen(false);
  };

  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setOpen(false);
  };

  return (
    <Popover
      isOpen={open}
      onInteraction={(next) => (next ? show() : setOpen(false))}
      placement="bottom-start"
      disabled={disabled}
      content={
        <form className="plouf-rte-link" onSubmit={apply} noValidate>
          <FormGroup
            label={intl.formatMessage({ id: 'richText.link.address' })}
            labelFor="rte-link-address"
            helperText={invalid ? intl.formatMessage({ id: 'richText.link.invalid' }) : undefined}
            intent={invalid ? 'danger' : 'none'}
          >
            <InputGroup
              id="rte-link-address"
              autoFocus
              value={address}
              placeholder={intl.formatMessage({ id: 'richText.link.placeholder' })}
              intent={invalid ? 'danger' : 'none'}
              onValueChange={(value) => {
                setAddress(value);
                setInvalid(false);
              }}
            />
          </FormGroup>
          <div className="plouf-actions">
            <Button type="submit" intent="primary" size="small" icon="link">
              <FormattedMessage id="richText.link.apply" />
            </Button>
            {active && (
              <Button size="small" icon="unlink" onClick={remove}>
                <FormattedMessage id="richText.link.remove" />
              </Button>
            )}
          </div>
        </form>
      }
    >
      <Tooltip content={label} disabled={open}>
        <Button variant="minimal" size="small" icon="link" aria-label={label} aria-pressed={active} active={active} disabled={disabled} />
      </Tooltip>
    </Popover>
  );
}
