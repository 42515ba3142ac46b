import '@mantine/tiptap/styles.layer.css';
import { useEffect, useMemo, useRef } from 'react';
import { RichTextEditor, type RichTextEditorLabels, DEFAULT_LABELS } from '@mantine/tiptap';
import { FontSize, TextStyle } from '@tiptap/extension-text-style';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import { FontSizeControl } from './font-size-control.tsx';
import { richTextValue, type RichTextValue } from './rich-text-value.ts';

export type RichTextEditorImplProps = {
  value: RichTextValue;
  onChange: (value: RichTextValue) => void;
  onBlur?: () => void;
  disabled?: boolean;
  invalid?: boolean;
  labelId?: string;
  describedBy?: string;
  minHeight?: number;
};

/**
 * Tiptap with the marks the server keeps (spec §3 formattedDescription, sanitised to p, br, strong, em,
 * u, s, ul, ol, li and span font sizes): headings, quotes, code and links are left out so nothing typed
 * here is silently dropped on the way.
 */
export default function RichTextEditorImpl({ value, onChange, onBlur, disabled, invalid, labelId, describedBy, minHeight = 140 }: RichTextEditorImplProps) {
  const { t } = useTranslation('orders-shared');
  const emitted = useRef(value.html);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: false, blockquote: false, code: false, codeBlock: false, horizontalRule: false, link: false }),
      TextStyle,
      FontSize,
    ],
    content: value.html,
    editable: !disabled,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        dir: 'auto',
        role: 'textbox',
        'aria-multiline': 'true',
        ...(labelId ? { 'aria-labelledby': labelId } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        style: `min-height: ${minHeight}px`,
      },
    },
    onUpdate: ({ editor: e }) => {
      const next = richTextValue(e.getHTML(), e.getText({ blockSeparator: '\n' }));
      emitted.current = next.html;
      onChange(next);
    },
    onBlur: () => onBlur?.(),
  });

  // A value set from outside (a form reset, a draft carried from another page) replaces the content;
  // the editor's own changes come back here too and are left alone.
  useEffect(() => {
    if (!editor || value.html === emitted.current) return;
    emitted.current = value.html;
    editor.commands.setContent(value.html, { emitUpdate: false });
  }, [editor, value.html]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  const labels: RichTextEditorLabels = useMemo(
    () => ({
      ...DEFAULT_LABELS,
      boldControlLabel: t('editor.bold'),
      italicControlLabel: t('editor.italic'),
      underlineControlLabel: t('editor.underline'),
      strikeControlLabel: t('editor.strike'),
      clearFormattingControlLabel: t('editor.clear'),
      bulletListControlLabel: t('editor.bulletList'),
      orderedListControlLabel: t('editor.orderedList'),
      undoControlLabel: t('editor.undo'),
      redoControlLabel: t('editor.redo'),
    }),
    [t],
  );

  return (
    <RichTextEditor
      editor={editor}
      labels={labels}
      style={invalid ? { borderColor: 'var(--mantine-color-error)' } : undefined}
    >
      <RichTextEditor.Toolbar>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
          <RichTextEditor.Strikethrough />
          <RichTextEditor.ClearFormatting />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <FontSizeControl />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Undo />
          <RichTextEditor.Redo />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content />
    </RichTextEditor>
  );
}
