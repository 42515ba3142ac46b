import { rgb } from 'pdf-lib';
import { dirOf, type Lang } from '@portal/contract/lang';
import type { Receipt } from '@portal/contract/payments';
import { t } from '../../lib/i18n.ts';
import { drawLine, isolateLtr, newPdf, wrapLines } from '../../lib/pdf-text.ts';

const TZ = 'Asia/Amman';

/** Amman's wall clock as the glossary writes it: DD-MM-YYYY, and h:mm A with the time (ص/م in Arabic). */
export function ammanDate(iso: string, lang: Lang, withTime = true): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: TZ,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = `${get('day')}-${get('month')}-${get('year')}`;
  if (!withTime) return day;
  const pm = get('dayPeriod').toUpperCase() === 'PM';
  const period = lang === 'ar' ? (pm ? 'م' : 'ص') : pm ? 'PM' : 'AM';
  return `${day} ${get('hour')}:${get('minute')} ${period}`;
}

/** JOD has fils: three decimals, Latin digits (as the portal's money). */
const money = (n: number, lang: Lang) => `${n.toFixed(3)} ${t(lang, 'receiptCurrency')}`;

type Row = { label: string; value: string; strong?: boolean };
export type ReceiptSection = { title: string; rows: Row[] };

/** The receipt's lines, in the order the page and the PDF show them (the web page has its own copy of the labels). */
export function receiptSections(r: Receipt, lang: Lang): ReceiptSection[] {
  const say = (key: string, params?: Record<string, string | number>) => t(lang, key, params);
  const date = (iso: string | null, withTime = true) => (iso ? isolateLtr(ammanDate(iso, lang, withTime)) : '-');
  const amount = (n: number | null) => (n === null ? '-' : isolateLtr(money(n, lang)));
  const fees: Row[] =
    r.fees.basis === 'none'
      ? [{ label: say('receiptFeesNone'), value: '-' }]
      : [
          ...(r.fees.visitFees !== null ? [{ label: say('receiptVisitFees'), value: amount(r.fees.visitFees) }] : []),
          ...(r.fees.serviceFees !== null ? [{ label: say('receiptServiceFees'), value: amount(r.fees.serviceFees) }] : []),
          ...(r.fees.sparePartFees !== null ? [{ label: say('receiptPartsFees'), value: amount(r.fees.sparePartFees) }] : []),
          { label: say('receiptAgreedTotal'), value: amount(r.fees.total), strong: true },
        ];
  return [
    {
      title: say('receiptOrder'),
      rows: [
        { label: say('receiptOrderNo'), value: isolateLtr(r.orderNo), strong: true },
        { label: say('receiptService'), value: r.title },
        { label: say('receiptProvider'), value: r.provider?.name ?? '-' },
        { label: say('receiptCustomer'), value: r.customer.name },
        { label: say('receiptAddress'), value: [r.branchName, r.area, r.city].filter(Boolean).join(lang === 'ar' ? '، ' : ', ') },
        { label: say('receiptOrderedOn'), value: date(r.createdAt) },
        ...(r.startDate ? [{ label: say('receiptStart'), value: date(r.startDate) }] : []),
        { label: say('receiptCompletedOn'), value: date(r.completedAt) },
      ],
    },
    { title: say(`receiptFeesTitle.${r.fees.basis}`), rows: fees },
    {
      title: say('receiptPayment'),
      rows: [
        { label: say('receiptAmountPaid'), value: amount(r.amountPaid), strong: true },
        { label: say('receiptMethod'), value: r.paymentMethod ? say(`receiptMethod.${r.paymentMethod}`) : '-' },
        { label: say('receiptReference'), value: r.paymentReference ? isolateLtr(r.paymentReference) : '-' },
        { label: say('receiptPaidOn'), value: date(r.paidAt) },
        { label: say('receiptGuaranteeUntil'), value: r.guaranteeUntil ? date(r.guaranteeUntil, false) : say('receiptNoGuarantee') },
      ],
    },
  ];
}

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const SIZE = { brand: 11, title: 20, section: 12, cell: 10, note: 8.5 };
const LINE = 14;
const RULE = rgb(0.82, 0.84, 0.87);
const MUTED = rgb(0.38, 0.42, 0.47);
const BRAND = rgb(0.11, 0.49, 0.84);

/**
 * A4 portrait, one page: the brand, the title and the order number, then the order, the fees as agreed and the
 * payment as label and value rows; in Arabic the page reads right to left (labels on the right). Amounts and dates
 * keep their own left-to-right order inside Arabic lines (isolateLtr).
 */
export async function receiptPdf(r: Receipt, lang: Lang): Promise<Buffer> {
  const direction = dirOf(lang);
  const rtl = direction === 'rtl';
  const { doc, fonts } = await newPdf(`${t(lang, 'receiptTitle')}: ${r.orderNo}`);
  doc.setLanguage(lang);
  let page = doc.addPage([PAGE.width, PAGE.height]);
  const inner = PAGE.width - 2 * PAGE.margin;
  const start = rtl ? PAGE.width - PAGE.margin : PAGE.margin;
  const align = rtl ? 'right' : 'left';
  let y = PAGE.height - PAGE.margin;

  const line = (text: string, size: number, o: { bold?: boolean; color?: ReturnType<typeof rgb>; gap?: number } = {}) => {
    y -= size + (o.gap ?? 6);
    drawLine(page, text, { x: start, y, size, font: o.bold ? fonts.bold : fonts.regular, direction, align, ...(o.color ? { color: o.color } : {}) });
  };
  line(t(lang, 'receiptBrand'), SIZE.brand, { bold: true, color: BRAND, gap: 0 });
  line(t(lang, 'receiptTitle'), SIZE.title, { bold: true, gap: 10 });
  line(t(lang, 'receiptIssued', { date: isolateLtr(ammanDate(r.issuedAt, lang)) }), SIZE.note, { color: MUTED });
  y -= 10;

  const labelWidth = inner * 0.42;
  const valueWidth = inner - labelWidth - 12;
  for (const section of receiptSections(r, lang)) {
    if (y - 60 < PAGE.margin) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
    }
    line(section.title, SIZE.section, { bold: true, gap: 14 });
    y -= 4;
    page.drawLine({ start: { x: PAGE.margin, y }, end: { x: PAGE.width - PAGE.margin, y }, thickness: 0.6, color: RULE });
    for (const row of section.rows) {
      const font = row.strong ? fonts.bold : fonts.regular;
      const labels = wrapLines(row.label, fonts.regular, SIZE.cell, labelWidth, direction);
      const values = wrapLines(row.value, font, SIZE.cell, valueWidth, direction);
      const height = Math.max(labels.length, values.length) * LINE + 6;
      if (y - height < PAGE.margin) {
        page = doc.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
      }
      // The label column starts the line (left, or right in Arabic); the value column follows it.
      const labelX = start;
      const valueX = rtl ? start - labelWidth - 12 : start + labelWidth + 12;
      labels.forEach((text, k) =>
        drawLine(page, text, { x: labelX, y: y - (k + 1) * LINE, size: SIZE.cell, font: fonts.regular, direction, align, color: MUTED }),
      );
      values.forEach((text, k) => drawLine(page, text, { x: valueX, y: y - (k + 1) * LINE, size: SIZE.cell, font, direction, align }));
      y -= height;
      page.drawLine({ start: { x: PAGE.margin, y: y + 2 }, end: { x: PAGE.width - PAGE.margin, y: y + 2 }, thickness: 0.3, color: RULE });
    }
  }
  y -= 14;
  for (const text of wrapLines(t(lang, 'receiptNote'), fonts.regular, SIZE.note, inner, direction)) line(text, SIZE.note, { color: MUTED, gap: 4 });
  return Buffer.from(await doc.save());
}
