import { describe, expect, it } from 'vitest';
import type { FileLike } from '@portal/ui/check-attachments';
import { addOrderAttachments, canAddMore, kindOf, type OrderAttachment } from './check-order-attachments.ts';
import { FALLBACK_ORDER_LIMITS, orderLimitsFrom, totalFilesAllowed, type OrderLimits } from '@portal/contract/order-limits';

const KB = 1024;
const limits: OrderLimits = {
  noOfCharactersPerText: 1000,
  noOfGalleryPhotos: 3,
  noOfGalleryVideos: 1,
  durationOfGalleryVideo: 2,
  fileSizeLimit: 100,
  filePDFSizeLimit: 200,
  videoSizeLimit: 1000,
};
const file = (name: string, type: string, size = 10 * KB): FileLike => ({ name, type, size });
const png = (n = 1, size?: number) => ({ file: file(`p${n}.png`, 'image/png', size) });
const jpg = (n = 1) => ({ file: file(`j${n}.jpg`, 'image/jpeg') });
const pdf = (n = 1, size?: number) => ({ file: file(`d${n}.pdf`, 'application/pdf', size) });
const mp4 = (n = 1, durationSeconds: number | null = 30, size?: number) => ({ file: file(`v${n}.mp4`, 'video/mp4', size), durationSeconds });
const have = (picked: { file: FileLike; durationSeconds?: number | null }[]): OrderAttachment<FileLike>[] =>
  addOrderAttachments([], picked, { ...limits, noOfGalleryPhotos: 99, noOfGalleryVideos: 99 }).attachments;

describe('addOrderAttachments', () => {
  it('accepts PNG, JPEG, MP4 and PDF within the limits and tells their kinds', () => {
    const r = addOrderAttachments([], [png(), jpg(), mp4(), pdf()], limits);
    expect(r.problem).toBeNull();
    expect(r.attachments.map((a) => a.kind)).toEqual(['image', 'image', 'video', 'document']);
    expect(r.attachments[2]!.durationSeconds).toBe(30);
  });

  it('leaves out another type (fileMediaType) and keeps the rest', () => {
    const r = addOrderAttachments([], [{ file: file('a.gif', 'image/gif') }, png(), { file: file('x.docx', '') }], limits);
    expect(r.problem).toEqual({ key: 'fileMediaType' });
    expect(r.attachments.map((a) => a.file.name)).toEqual(['p1.png']);
    expect(kindOf(file('clip.MP4', ''))).toBe('video');
  });

  it('leaves out an image over fileSizeLimit KB (fileSizeLimit with the size)', () => {
    expect(addOrderAttachments([], [png(1, 100 * KB)], limits).problem).toBeNull();
    const r = addOrderAttachments([], [png(1, 100 * KB + 1)], limits);
    expect(r).toEqual({ attachments: [], problem: { key: 'fileSizeLimit', params: { size: 100 } } });
  });

  it('leaves out a PDF over filePDFSizeLimit KB (filePDFSizeLimit), judged by its own limit', () => {
    expect(addOrderAttachments([], [pdf(1, 150 * KB)], limits).problem).toBeNull();
    expect(addOrderAttachments([], [pdf(1, 200 * KB + 1)], limits).problem).toEqual({ key: 'filePDFSizeLimit', params: { size: 200 } });
  });

  it('leaves out a video over videoSizeLimit KB (fileSize)', () => {
    expect(addOrderAttachments([], [mp4(1, 30, 1000 * KB + 1)], limits).problem).toEqual({ key: 'fileSize', params: { size: 1000 } });
  });

  it('leaves out a video longer than durationOfGalleryVideo minutes (videoDuration with the minutes)', () => {
    expect(addOrderAttachments([], [mp4(1, 120)], limits).problem).toBeNull();
    const r = addOrderAttachments([], [mp4(1, 120.5)], limits);
    expect(r).toEqual({ attachments: [], problem: { key: 'videoDuration', params: { duration: 2 } } });
  });

  it('lets a video of unknown length through (the server reads it)', () => {
    expect(addOrderAttachments([], [mp4(1, null)], limits).problem).toBeNull();
  });

  it('stops images at noOfGalleryPhotos, counting those already chosen (totalImages)', () => {
    const current = have([png(1), png(2)]);
    const r = addOrderAttachments(current, [png(3), png(4), pdf()], limits);
    expect(r.problem).toEqual({ key: 'totalImages', params: { count: 3 } });
    expect(r.attachments.map((a) => a.file.name)).toEqual(['p1.png', 'p2.png', 'p3.png', 'd1.pdf']);
  });

  it('stops videos at noOfGalleryVideos (totalVideos)', () => {
    const r = addOrderAttachments(have([mp4(1)]), [mp4(2)], limits);
    expect(r.problem).toEqual({ key: 'totalVideos', params: { count: 1 } });
    expect(r.attachments).toHaveLength(1);
  });

  it('stops all files at photos + videos + 2 (totalFiles)', () => {
    expect(totalFilesAllowed(limits)).toBe(6);
    const current = have([png(1), png(2), png(3), mp4(1), pdf(1)]);
    expect(canAddMore(current, limits)).toBe(true);
    const r = addOrderAttachments(current, [pdf(2), pdf(3)], limits);
    expect(r.problem).toEqual({ key: 'totalFiles', params: { count: 6 } });
    expect(r.attachments).toHaveLength(6);
    expect(canAddMore(r.attachments, limits)).toBe(false);
  });

  it('reports the first problem of a selection and still takes the good files', () => {
    const r = addOrderAttachments([], [png(1, 999 * KB), { file: file('a.gif', 'image/gif') }, jpg()], limits);
    expect(r.problem?.key).toBe('fileSizeLimit');
    expect(r.attachments.map((a) => a.file.name)).toEqual(['j1.jpg']);
  });
});

describe('orderLimitsFrom', () => {
  it('reads the key/value list as numbers and keeps the fallback for what is missing or unreadable', () => {
    const l = orderLimitsFrom([
      { key: 'noOfGalleryPhotos', value: '7' },
      { key: 'videoSizeLimit', value: 'abc' },
      { key: 'orderCancelFees', value: '5' },
    ]);
    expect(l.noOfGalleryPhotos).toBe(7);
    expect(l.videoSizeLimit).toBe(FALLBACK_ORDER_LIMITS.videoSizeLimit);
    expect(l).not.toHaveProperty('orderCancelFees');
    expect(orderLimitsFrom(null)).toEqual(FALLBACK_ORDER_LIMITS);
  });
});
