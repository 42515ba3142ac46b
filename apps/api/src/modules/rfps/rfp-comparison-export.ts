import { stringify } from 'csv-stringify/sync';
import { rgb } from 'pdf-lib';
import { dirOf, type Lang } from '@portal/contract/lang';
import type { CompareBestRow, ComparedProposal, RfpComparison } from '@portal/contract/rfp-comparison';
import { t } from '../../lib/i18n.ts';
import { drawLine, isolateLtr, newPdf, wrapLines } from '../../lib/pdf-text.ts';

/**
 * The comparison as a company's purchasing file keeps it (issue 19, point 2): CSV for a spreadsheet and PDF to
 * print or attach, both in the caller's language, the same rows as the page, the best value of a row marked.
 */

type Cell = { text: string; best: boolean };
type Table = { title: string; subtitle: string; header: Cell[]; rows: Array<{ label: string; cells: Cell[] }> };

const TZ = 'Asia/Amman';
/** Dates as the glossary writes them: DD-MM-YYYY, Amman's day. */
const day = (iso: string) => {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: TZ, day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}-${get('month')}-${get('year')}`;
};
/** JOD has fils: three decimals, Latin digits (as the page's money). */
const money = (n: number, lang: Lang) => `${n.toFixed(3)} ${t(lang, 'compareCurrency')}`;

export function comparisonTable(c: RfpComparison, lang: Lang): Table {
  const best = (row: CompareBestRow, p: ComparedProposal) => c.best[row]?.includes(p.replyId) ?? false;
  const row = (labelKey: string, value: (p: ComparedProposal) => string, bestRow?: CompareBestRow) => ({
    label: t(lang, labelKey),
    cells: c.proposals.map((p) => ({ text: value(p), best: bestRow ? best(bestRow, p) : false })),
  });
  const yesNo = (v: boolean) => t(lang, v ? 'compareYes' : 'compareNo');
  return {
    title: t(lang, 'compareTitle'),
    subtitle: t(lang, 'compareRfp', { orderNo: isolateLtr(c.rfp.orderNo), title: c.rfp.title }),
    header: c.proposals.map((p) => ({ text: p.providerName, best: false })),
    rows: [
      row('compareRowPrice', (p) => money(p.price, lang), 'price'),
      row('compareRowSpareParts', (p) => p.spareParts || '-'),
      row('compareRowSparePartFees', (p) => money(p.sparePartFees, lang), 'sparePartFees'),
      row('compareRowTotal', (p) => money(p.total, lang), 'total'),
      row('compareRowPaymentTerms', (p) => p.paymentTerms),
      row('compareRowGuaranteeUntil', (p) => (p.guaranteeUntil ? day(p.guaranteeUntil) : t(lang, 'compareNoGuarantee')), 'guaranteeUntil'),
      row('compareRowRating', (p) => p.rating.toFixed(1), 'rating'),
      row('compareRowReviews', (p) => String(p.reviews), 'reviews'),
      row('compareRowTasksDone', (p) => String(p.tasksDone), 'tasksDone'),
      row('compareRowUserType', (p) => t(lang, p.userType === 'C' ? 'compareCompany' : 'compareIndividual')),
      row('compareRowHasCar', (p) => yesNo(p.hasCar), 'hasCar'),
      ...c.questions.map((q) => ({ label: q.text, cells: c.proposals.map((p) => ({ text: p.answers[String(q.questionId)] || '-', best: false })) })),
    ],
  };
}

/** UTF-8 with a byte-order mark, so spreadsheet programs read the Arabic right; the best value carries the mark in brackets. */
export function comparisonCsv(c: RfpComparison, lang: Lang): Buffer {
  const table = comparisonTable(c, lang);
  const mark = t(lang, 'compareBestMark');
  const records = [
    [t(lang, 'compareRowProvider'), ...table.header.map((h) => h.text)],
    ...table.rows.map((r) => [r.label, ...r.cells.map((cell) => (cell.best ? `${cell.text} (${mark})` : cell.text))]),
  ];
  return Buffer.concat([Buffer.from('\uFEFF'), Buffer.from(stringify(records, { record_delimiter: '\r\n' }))]);
}

const PAGE = { width: 841.89, height: 595.28, margin: 32 };
const SIZE = { title: 16, subtitle: 11, cell: 9 };
const LINE = 12;
const PAD = 4;
const BEST_FILL = rgb(0.86, 0.95, 0.87);
const HEAD_FILL = rgb(0.93, 0.94, 0.96);
const RULE = rgb(0.75, 0.77, 0.8);

/**
 * A4 landscape; in Arabic the table reads right to left (the labels' column on the right). Long cells wrap; a
 * row that does not fit starts a new page, which repeats the header row.
 */
export async function comparisonPdf(c: RfpComparison, lang: Lang, now = new Date()): Promise<Buffer> {
  const table = comparisonTable(c, lang);
  const direction = dirOf(lang);
  const rtl = direction === 'rtl';
  const { doc, fonts } = await newPdf(`${table.title}: ${c.rfp.orderNo}`);
  const inner = PAGE.width - 2 * PAGE.margin;
  const labelWidth = Math.min(190, inner * 0.26);
  const colWidth = (inner - labelWidth) / Math.max(1, c.proposals.length);
  // Column i's left edge on the page: left to right in English and French, mirrored in Arabic.
  const colLeft = (i: number) => {
    const offset = i === 0 ? 0 : labelWidth + (i - 1) * colWidth;
    const width = i === 0 ? labelWidth : colWidth;
    return rtl ? PAGE.width - PAGE.margin - offset - width : PAGE.margin + offset;
  };
  const colW = (i: number) => (i === 0 ? labelWidth : colWidth);

  let page = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const line = (text: string, size: number, bold = false) => {
    y -= size + 4;
    drawLine(page, text, { x: rtl ? PAGE.width - PAGE.margin : PAGE.margin, y, size, font: bold ? fonts.bold : fonts.regular, direction, align: rtl ? 'right' : 'left' });
  };
  line(table.title, SIZE.title, true);
  line(table.subtitle, SIZE.subtitle);
  line(t(lang, 'compareGenerated', { date: isolateLtr(day(now.toISOString())) }), SIZE.cell);
  y -= 8;

  const drawRow = (cells: Array<Cell & { bold?: boolean }>, fill?: ReturnType<typeof rgb>) => {
    const wrapped = cells.map((cell, i) => wrapLines(cell.text, cell.best || cell.bold ? fonts.bold : fonts.regular, SIZE.cell, colW(i) - 2 * PAD, direction));
    const height = Math.max(...wrapped.map((w) => w.length)) * LINE + 2 * PAD;
    if (y - height < PAGE.margin) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
      drawRow(headerCells, HEAD_FILL);
    }
    cells.forEach((cell, i) => {
      const x = colLeft(i);
      const bg = cell.best ? BEST_FILL : fill;
      page.drawRectangle({ x, y: y - height, width: colW(i), height, borderColor: RULE, borderWidth: 0.5, ...(bg ? { color: bg } : {}) });
      const font = cell.best || cell.bold ? fonts.bold : fonts.regular;
      wrapped[i]!.forEach((text, k) => {
        const baseline = y - PAD - (k + 1) * LINE + 3;
        drawLine(page, text, { x: rtl ? x + colW(i) - PAD : x + PAD, y: baseline, size: SIZE.cell, font, direction, align: rtl ? 'right' : 'left' });
      });
    });
    y -= height;
  };
  const mark = t(lang, 'compareBestMark');
  const headerCells = [{ text: t(lang, 'compareRowProvider'), best: false, bold: true }, ...table.header.map((h) => ({ ...h, bold: true }))];
  drawRow(headerCells, HEAD_FILL);
  for (const r of table.rows) drawRow([{ text: r.label, best: false, bold: true }, ...r.cells.map((cell) => ({ ...cell, text: cell.best ? `${cell.text} · ${mark}` : cell.text }))]);
  return Buffer.from(await doc.save());
}
