import { describe, expect, it } from 'vitest';
import { addAttachments, fileProgress, formatBytes, mimeOf, type AttachmentRules, type FileLike } from './check-attachments.ts';

const MB = 1024 * 1024;
const rules: AttachmentRules = {
  max: 5,
  types: ['image/png', 'image/jpeg', 'application/pdf'],
  maxBytes: (mime) => (mime === 'application/pdf' || mime.startsWith('image/') ? 5 * MB : 20_000_000),
};
const file = (name: string, type: string, size = 1000): FileLike => ({ name, type, size });

describe('addAttachments', () => {
  it('accepts png, jpeg and pdf files within the limits', () => {
    const picked = [file('a.png', 'image/png'), file('b.jpg', 'image/jpeg'), file('c.pdf', 'application/pdf')];
    expect(addAttachments([], picked, rules)).toEqual({ files: picked, problem: null });
  });

  it('refuses a whole selection that would pass 5 files (fileNumber with the maximum)', () => {
    const current = [file('1.png', 'image/png'), file('2.png', 'image/png'), file('3.png', 'image/png')];
    const r = addAttachments(current, [file('4.png', 'image/png'), file('5.png', 'image/png'), file('6.png', 'image/png')], rules);
    expect(r.files).toEqual(current);
    expect(r.problem).toEqual({ key: 'fileNumber', params: { max: 5 } });
  });

  it('leaves out a file of another type (fileType) and keeps the others', () => {
    const ok = file('ok.pdf', 'application/pdf');
    const r = addAttachments([], [file('x.gif', 'image/gif'), ok], rules);
    expect(r.files).toEqual([ok]);
    expect(r.problem).toEqual({ key: 'fileType' });
  });

  it('leaves out an image or a PDF over 5 MB (fileSize)', () => {
    const r = addAttachments([], [file('big.pdf', 'application/pdf', 5 * MB + 1), file('big.jpg', 'image/jpeg', 6 * MB)], rules);
    expect(r.files).toEqual([]);
    expect(r.problem).toEqual({ key: 'fileSize' });
    expect(addAttachments([], [file('edge.png', 'image/png', 5 * MB)], rules).problem).toBeNull();
  });

  it('guesses the type from the extension when the browser gives none', () => {
    expect(mimeOf(file('scan.PDF', ''))).toBe('application/pdf');
    expect(mimeOf(file('photo.jpeg', ''))).toBe('image/jpeg');
    expect(mimeOf(file('notes', ''))).toBe('');
    expect(addAttachments([], [file('scan.pdf', '')], rules).problem).toBeNull();
  });
});

describe('fileProgress', () => {
  it('splits the overall fraction over the files in order', () => {
    expect(fileProgress([100, 300], 0)).toEqual([0, 0]);
    expect(fileProgress([100, 300], 0.25)).toEqual([1, 0]);
    expect(fileProgress([100, 300], 0.625)).toEqual([1, 0.5]);
    expect(fileProgress([100, 300], 1)).toEqual([1, 1]);
  });

  it('stays within 0 and 1 and copes with empty files', () => {
    expect(fileProgress([100], 1.5)).toEqual([1]);
    expect(fileProgress([100], -1)).toEqual([0]);
    expect(fileProgress([0, 0], 0.5)).toEqual([0, 0]);
    expect(fileProgress([0, 0], 1)).toEqual([1, 1]);
  });
});

describe('formatBytes', () => {
  it('formats sizes in the given locale', () => {
    expect(formatBytes(512, 'en')).toBe('512 B');
    expect(formatBytes(5 * MB, 'en')).toBe('5 MB');
    expect(formatBytes(1536, 'fr')).toBe('1,5 KB');
  });
});
