import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { editorHtml } from './editorHtml.ts';
import { isSafeHref } from './links.ts';
import { RichTextToolbar } from './RichTextToolbar.tsx';

/** Spec §9: the default height of the editing area. */
export const DEFAULT_EDITOR_HEIGHT = 250;

export interface RichTextEditorProps {
  /** HTML; an empty document is the empty string. */
  value: string;
  onChange(html: string): void;
  height?: number;
  placeholder?: string;
  label?: ReactNode;
  disabled?: boolean;
  /** Marks the editor invalid (red outline), as an input with `intent="danger"`. */
  invalid?: boolean;
}

/** The text a public page shows: titles 2 and 3, bold, italic, lists, quotes and links. */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      HTMLAttributes: { target: null, rel: 'noopener noreferrer' },
      isAllowedUri: (url) => isSafeHref(url),
    },
  }),
];

/**
 * A rich-text field (tiptap), dressed as a Blueprint input, its toolbar in the interface language
 * (spec §9: French by default). `onChange` receives the HTML the server stores as `pctBody`.
 *
 * @example
 * <RichTextEditor label="Texte" value={content.pctBody} onChange={(pctBody) => set({ pctBody })} />
 */
export function RichTextEditor({ value, onChange, height = DEFAULT_EDITOR_HEIGHT, placeholder, label, disabled = false, invalid = false }: RichTextEditorProps) {
  const intl = useIntl();
  const labelId = useId();
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });
  /** What the editor last gave or was given, so its own changes are not written back into it. */
  const known = useRef(value);

  const editor = useEditor({
    extensions,
    content: value,
    editable: !disabled,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        class: 'plouf-rte-prose',
        role: 'textbox',
        'aria-multiline': 'true',
        ...(label ? { 'aria-labelledby': labelId } : { 'aria-label': intl.formatMessage({ id: 'richText.editor.label' }) }),
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : editorHtml(current.getHTML());
      known.current = html;
      changed.current(html);
    },
  });

  useEffect(() => {
    if (value === known.current) return;
    known.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  const classes = ['plouf-rte', invalid ? 'plouf-rte--invalid' : '', disabled ? 'plouf-rte--disabled' : ''].filter(Boolean).join(' ');
  return (
    <div className="plouf-rte-field">
      {label && (
        <label id={labelId} className="bp6-label plouf-rte-label" onClick={() => editor.commands.focus()}>
          {label}
        </label>
      )}
      <div className={classes}>
        <RichTextToolbar editor={editor} disabled={disabled} />
        <div className="plouf-rte-content" style={{ height }} onClick={(event) => event.target === event.currentTarget && editor.commands.focus('end')}>
          <EditorContent editor={editor} />
          {placeholder && <EmptyPlaceholder editor={editor} text={placeholder} />}
        </div>
      </div>
    </div>
  );
}

/** The placeholder shows while the document is empty (no extra extension needed for that). */
function EmptyPlaceholder({ editor, text }: { editor: Editor; text: string }) {
  const empty = useEditorState({ editor, selector: ({ editor: current }) => current.isEmpty });
  return empty ? <div className="plouf-rte-placeholder" aria-hidden="true">{text}</div> : null;
}
