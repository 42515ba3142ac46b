/** A picked file as far as the checks care; File satisfies it, so tests need no browser File. */
export type FileLike = { name: string; type: string; size: number };

export type AttachmentRules = {
  max: number;
  /** Accepted MIME types. */
  types: readonly string[];
  /** Largest size in bytes for one file of this type. */
  maxBytes: (mime: string) => number;
};

/** Message keys of spec §5 (fileNumber, fileSize, fileType), with fileNumber's {{max}}. */
export type AttachmentProblem = { key: 'fileNumber' | 'fileSize' | 'fileType'; params?: { max: number } };

const BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
};

/** Some systems give no MIME type for a file; the extension is the next best guess (the server checks magic bytes). */
export function mimeOf(file: FileLike): string {
  if (file.type) return file.type.toLowerCase();
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  return BY_EXTENSION[ext] ?? '';
}

/**
 * Adds a new selection to the files already chosen. A selection that would pass the maximum is refused
 * whole (fileNumber); otherwise files of a wrong type (fileType) or too large (fileSize) are left out and
 * the others are kept. The first problem found is reported.
 */
export function addAttachments<F extends FileLike>(
  current: F[],
  picked: F[],
  rules: AttachmentRules,
): { files: F[]; problem: AttachmentProblem | null } {
  if (current.length + picked.length > rules.max) return { files: current, problem: { key: 'fileNumber', params: { max: rules.max } } };
  let problem: AttachmentProblem | null = null;
  const accepted: F[] = [];
  for (const file of picked) {
    const mime = mimeOf(file);
    if (!rules.types.includes(mime)) problem ??= { key: 'fileType' };
    else if (file.size > rules.maxBytes(mime)) problem ??= { key: 'fileSize' };
    else accepted.push(file);
  }
  return { files: [...current, ...accepted], problem };
}

/**
 * Files travel in one multipart request, in order, so the request's overall fraction tells how far each
 * file is: a file is done once the bytes before it and its own have gone.
 */
export function fileProgress(sizes: number[], overall: number): number[] {
  const total = sizes.reduce((a, b) => a + b, 0);
  if (total === 0) return sizes.map(() => (overall >= 1 ? 1 : 0));
  const sent = Math.min(Math.max(overall, 0), 1) * total;
  let before = 0;
  return sizes.map((size) => {
    const own = size === 0 ? (sent >= before ? 1 : 0) : Math.min(Math.max((sent - before) / size, 0), 1);
    before += size;
    return own;
  });
}

export function formatBytes(bytes: number, locale: string): string {
  const units = ['B', 'KB', 'MB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}
