import { LIMITS } from '@portal/contract/limits';

/** What the editor yields: the HTML (formattedDescription) and its plain text (description). */
export type RichTextValue = { html: string; text: string };

export const EMPTY_RICH_TEXT: RichTextValue = { html: '', text: '' };

/**
 * The plain text as it is sent and counted: the editor's text with blocks on their own lines, without
 * the blank edges an editor leaves (spec §5: a description must not start with a space).
 */
export const descriptionText = (text: string) => text.replace(/\u00a0/g, ' ').trim();

/** An editor holding only empty paragraphs has no content, whatever its HTML says. */
export const richTextValue = (html: string, text: string): RichTextValue => {
  const plain = descriptionText(text);
  return { html: plain ? html : '', text: plain };
};

/** Characters counted against noOfCharactersPerText (code units, as the server's length check counts). */
export const descriptionCount = (text: string) => descriptionText(text).length;

/** The counter under the editor: used characters, the limit, and whether it is passed. */
export function descriptionCounter(text: string, max: number) {
  const count = descriptionCount(text);
  return { count, max, over: count > max };
}

/**
 * Spec §9: a description shown in a short place is cut at 135 characters, and the whole text is then
 * offered in a tooltip. The cut avoids splitting a surrogate pair (emoji) and ends with an ellipsis.
 */
export function truncateDescription(text: string, from: number = LIMITS.descriptionTooltipFrom): { short: string; truncated: boolean } {
  const plain = descriptionText(text).replace(/\s+/g, ' ');
  if (plain.length <= from) return { short: plain, truncated: false };
  let cut = plain.slice(0, from);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return { short: `${cut.trimEnd()}…`, truncated: true };
}

/** The font sizes of the toolbar (spec §9: 8 to 72). */
export const FONT_SIZES = [8, 9, 10, 11, 12, 14, 16, 18, 20, 24, 28, 32, 36, 48, 60, 72].filter(
  (s) => s >= LIMITS.richTextFontSizes.min && s <= LIMITS.richTextFontSizes.max,
);
