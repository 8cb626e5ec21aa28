import { Button, Tooltip, type IconName } from '@blueprintjs/core';
import { useEditorState, type Editor } from '@tiptap/react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/catalogues.ts';
import { LinkButton } from './LinkButton.tsx';

interface Tool {
  icon: IconName;
  labelId: MessageId;
  values?: Record<string, number>;
  isActive?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const FORMATS: readonly Tool[] = [
  { icon: 'bold', labelId: 'richText.toolbar.bold', isActive: (editor) => editor.isActive('bold'), run: (editor) => editor.chain().focus().toggleBold().run() },
  { icon: 'italic', labelId: 'richText.toolbar.italic', isActive: (editor) => editor.isActive('italic'), run: (editor) => editor.chain().focus().toggleItalic().run() },
];

const BLOCKS: readonly Tool[] = [
  {
    icon: 'header-two',
    labelId: 'richText.toolbar.heading',
    values: { count: 2 },
    isActive: (editor) => editor.isActive('heading', { level: 2 }),
    run: (editor) => editor.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    icon: 'header-three',
    labelId: 'richText.toolbar.heading',
    values: { count: 3 },
    isActive: (editor) => editor.isActive('heading', { level: 3 }),
    run: (editor) => editor.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  { icon: 'properties', labelId: 'richText.toolbar.bulletList', isActive: (editor) => editor.isActive('bulletList'), run: (editor) => editor.chain().focus().toggleBulletList().run() },
  { icon: 'numbered-list', labelId: 'richText.toolbar.orderedList', isActive: (editor) => editor.isActive('orderedList'), run: (editor) => editor.chain().focus().toggleOrderedList().run() },
  { icon: 'citation', labelId: 'richText.toolbar.blockquote', isActive: (editor) => editor.isActive('blockquote'), run: (editor) => editor.chain().focus().toggleBlockquote().run() },
];

/** The editor's toolbar: each button says what it does in the interface language, and whether it is on. */
export function RichTextToolbar({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const intl = useIntl();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      active: [...FORMATS, ...BLOCKS].map((tool) => tool.isActive?.(current) ?? false),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });

  const button = (tool: Tool, active: boolean, key: string | number, enabled = true) => {
    const label = intl.formatMessage({ id: tool.labelId }, tool.values);
    return (
      <Tooltip key={key} content={label} hoverOpenDelay={400}>
        <Button
          variant="minimal"
          size="small"
          icon={tool.icon}
          aria-label={label}
          aria-pressed={tool.isActive ? active : undefined}
          active={active}
          disabled={disabled || !enabled}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => tool.run(editor)}
        />
      </Tooltip>
    );
  };

  const formatCount = FORMATS.length;
  return (
    <div className="plouf-rte-toolbar" role="toolbar" aria-label={intl.formatMessage({ id: 'richText.toolbar.label' })}>
      {FORMATS.map((tool, index) => button(tool, state.active[index] ?? false, tool.labelId))}
      <span className="plouf-rte-separator" />
      {BLOCKS.map((tool, index) => button(tool, state.active[formatCount + index] ?? false, `${tool.icon}`))}
      <span className="plouf-rte-separator" />
      <LinkButton editor={editor} active={state.link} disabled={disabled} />
      <span className="plouf-rte-separator" />
      {button({ icon: 'undo', labelId: 'richText.toolbar.undo', run: (current) => current.chain().focus().undo().run() }, false, 'undo', state.canUndo)}
      {button({ icon: 'redo', labelId: 'richText.toolbar.redo', run: (current) => current.chain().focus().redo().run() }, false, 'redo', state.canRedo)}
    </div>
  );
}
