import { Select } from '@mantine/core';
import { useRichTextEditorContext } from '@mantine/tiptap';
import { useTranslation } from 'react-i18next';
import { FONT_SIZES } from './rich-text-value.ts';

const OPTIONS = FONT_SIZES.map((s) => ({ value: `${s}px`, label: String(s) }));

/** The toolbar's font size (spec §9: 8 to 72), written as a span style the server's sanitiser keeps. */
export function FontSizeControl() {
  const { editor } = useRichTextEditorContext();
  const { t } = useTranslation('orders-shared');
  const current = (editor?.getAttributes('textStyle').fontSize as string | undefined) ?? null;

  return (
    <Select
      size="xs"
      w={84}
      data={OPTIONS}
      value={current}
      placeholder={t('editor.fontSize')}
      aria-label={t('editor.fontSize')}
      onChange={(v) => {
        if (!editor) return;
        if (v) editor.chain().focus().setFontSize(v).run();
        else editor.chain().focus().unsetFontSize().run();
      }}
      clearable
      allowDeselect
      comboboxProps={{ withinPortal: true, zIndex: 1000 }}
      disabled={!editor?.isEditable}
      dir="ltr"
    />
  );
}
