import '@mantine/tiptap/styles.layer.css';
import { useEffect, useMemo, useRef } from 'react';
import { RichTextEditor, DEFAULT_LABELS, type RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@portal/contract/lang';

export type PageEditorProps = {
  html: string;
  lang: Lang;
  onChange: (html: string) => void;
  editable: boolean;
  labelId: string;
};

/**
 * The terms, privacy and usage pages' editor (loaded with that screen only). It offers exactly what the server keeps
 * (modules/operator/page-html.ts: h1-h4, p, lists, strong, em, links to http, https or mailto, line breaks), so nothing
 * typed here is silently dropped on save; the server cleans the HTML again whatever it is sent.
 */
export default function PageEditor({ html, lang, onChange, editable, labelId }: PageEditorProps) {
  const { t } = useTranslation('content');
  const emitted = useRef(html);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['mailto'],
          defaultProtocol: 'https',
          HTMLAttributes: { target: null, rel: null },
        },
      }),
    ],
    content: html,
    editable,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        dir: lang === 'ar' ? 'rtl' : 'ltr',
        lang,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        style: 'min-height: 320px',
      },
    },
    onUpdate: ({ editor: e }) => {
      emitted.current = e.getHTML();
      onChange(emitted.current);
    },
  });

  // Another page or language loaded, or the server's cleaned copy after a save: the content is replaced.
  useEffect(() => {
    if (!editor || html === emitted.current) return;
    emitted.current = html;
    editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, html]);
  useEffect(() => {
    editor?.setEditable(editable);
  }, [editor, editable]);

  const labels: RichTextEditorLabels = useMemo(
    () => ({
      ...DEFAULT_LABELS,
      boldControlLabel: t('editor.bold'),
      italicControlLabel: t('editor.italic'),
      h2ControlLabel: t('editor.h2'),
      h3ControlLabel: t('editor.h3'),
      h4ControlLabel: t('editor.h4'),
      bulletListControlLabel: t('editor.bulletList'),
      orderedListControlLabel: t('editor.orderedList'),
      linkControlLabel: t('editor.link'),
      unlinkControlLabel: t('editor.unlink'),
      linkEditorInputLabel: t('editor.linkAddress'),
      linkEditorInputPlaceholder: 'https://',
      linkEditorSave: t('editor.linkSave'),
      linkEditorExternalLink: t('editor.linkExternal'),
      linkEditorInternalLink: t('editor.linkInternal'),
      clearFormattingControlLabel: t('editor.clear'),
      undoControlLabel: t('editor.undo'),
      redoControlLabel: t('editor.redo'),
    }),
    [t],
  );

  return (
    <RichTextEditor editor={editor} labels={labels}>
      {editable && (
        <RichTextEditor.Toolbar sticky stickyOffset={60}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
      )}
      <RichTextEditor.Content />
    </RichTextEditor>
  );
}
