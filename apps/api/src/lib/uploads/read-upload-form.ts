import { createWriteStream } from 'node:fs';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../app-error.ts';
import { nulError, safeFilename } from '../forbidden-characters.ts';
import { sniffType, SNIFF_BYTES, type SniffedType } from './sniff-type.ts';
import { tempFiles, type TempFiles } from './temp-files.ts';

/** One file of the form, written to a temporary file as it arrived; its type comes from its first bytes. */
export type ReceivedFile = { filename: string; path: string; bytes: number; type: SniffedType | undefined; head: Buffer };
/** The form read: text fields, the files (on disk), and the temporary files to remove when the request is done. */
export type UploadForm = { fields: Record<string, unknown>; files: ReceivedFile[]; temp: TempFiles };

/** What a file may be, decided on its first bytes: its byte limit and the refusal past it, or the refusal of its type. */
export type Admission = { maxBytes: number; tooLarge: () => AppError };

export type UploadRules = {
  /** Where files are written while they arrive (uploadTempDir(DATA_DIR)). */
  tempDir: string;
  /** The file field (`name` and `name[]`); a file under any other name is refused before a byte of it is read. */
  field: string;
  /** One file more is refused with `tooManyFiles` before it is read. */
  maxFiles: number;
  tooManyFiles: () => AppError;
  /** Decides on the type sniffed from the first bytes (and those bytes): the byte limit, or the refusal of the type. */
  admit: (type: SniffedType | undefined, head: Buffer) => Admission | AppError;
  /** A repeated text field keeps its first value, or all of them as an array. */
  repeatedFields: 'first' | 'array';
  /** Bytes of one text field (the longest is the order's formatted description). */
  fieldSize?: number;
  /** A body that is not multipart: refused with this error, or (without it) its JSON fields are taken, with no files. */
  notMultipart?: () => AppError;
  /** A form without any file is refused with this error (an upload call); without it, files are optional. */
  required?: () => AppError;
};

/** All text fields together: the same bound as a JSON body (Fastify's bodyLimit), so many fields cannot add up. */
const MAX_TEXT_BYTES = 1_000_000;
const MAX_FIELDS = 60;

/**
 * Reads a multipart form with bounded memory, runs `work` on it, then removes every temporary file (also when the
 * client goes away or anything throws). Each file part is streamed to a temporary file while its bytes are counted:
 * the type is sniffed from its first bytes and the file is refused at once (the rest is not read) when that type is
 * not allowed or the count passes the limit of that type. So one request holds a few chunks of a file in memory,
 * whatever it sends; checking the content (image decoding, video headers) is left to `work`, on the files.
 */
export async function withUploadForm<T>(req: FastifyRequest, rules: UploadRules, work: (form: UploadForm) => Promise<T>): Promise<T> {
  const temp = tempFiles(rules.tempDir);
  try {
    return await work(await readUploadForm(req, rules, temp));
  } finally {
    await temp.removeAll();
  }
}

async function readUploadForm(req: FastifyRequest, rules: UploadRules, temp: TempFiles): Promise<UploadForm> {
  if (!req.isMultipart()) {
    if (rules.notMultipart) throw rules.notMultipart();
    if (rules.required) throw rules.required();
    const body = req.body;
    return { fields: body && typeof body === 'object' ? { ...(body as Record<string, unknown>) } : {}, files: [], temp };
  }
  const fileFields = new Set([rules.field, `${rules.field}[]`]);
  // Our own counting refuses one file too many before reading it (busboy's count is only the backstop), and each file
  // is stopped at the limit of its type below: busboy must not cut it silently at the app-wide default size first.
  const options = {
    limits: { files: rules.maxFiles + 1, fileSize: Number.MAX_SAFE_INTEGER, fields: MAX_FIELDS, fieldSize: rules.fieldSize ?? 100_000 },
  };
  const fields: Record<string, unknown> = {};
  const files: ReceivedFile[] = [];
  let textBytes = 0;
  try {
    for await (const part of req.parts(options)) {
      if (part.type === 'file') {
        if (!fileFields.has(part.fieldname)) throw badRequest('invalidInput');
        if (files.length >= rules.maxFiles) throw rules.tooManyFiles();
        const file = await receiveFile(part.file, safeFilename(part.filename || 'attachment'), rules, temp);
        if (part.file.truncated) throw badRequest('invalidInput');
        files.push(file);
      } else {
        const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
        textBytes += Buffer.byteLength(value) + part.fieldname.length;
        if (textBytes > MAX_TEXT_BYTES) throw badRequest('invalidInput');
        const name = part.fieldname.replace(/\[\]$/, '');
        // Own keys only: a field named like an Object.prototype member ("constructor[]") is a new field, not its value.
        const prev = Object.hasOwn(fields, name) ? fields[name] : undefined;
        if (prev === undefined) fields[name] = value;
        else if (rules.repeatedFields === 'array') fields[name] = Array.isArray(prev) ? [...prev, value] : [prev, value];
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw rules.tooManyFiles();
    if (err instanceof AppError) throw err;
    if (code?.startsWith('FST_')) throw badRequest('invalidInput');
    // The client went away or sent a broken body: nobody to answer and nothing of ours failed (no 500 in the log).
    if (
      req.raw.aborted ||
      code === 'ERR_STREAM_PREMATURE_CLOSE' ||
      /terminated early|Unexpected end/i.test(String((err as Error).message))
    ) {
      throw badRequest('invalidInput');
    }
    throw err;
  }
  const nul = nulError(fields);
  if (nul) throw nul;
  if (rules.required && files.length === 0) throw rules.required();
  return { fields, files, temp };
}

/** Streams one file part to a temporary file, deciding on its first bytes and refusing it as soon as it is too large. */
async function receiveFile(stream: Readable, filename: string, rules: UploadRules, temp: TempFiles): Promise<ReceivedFile> {
  const target = await temp.newPath();
  let bytes = 0;
  let pending: Buffer[] = [];
  let admitted: (Admission & { type: SniffedType | undefined; head: Buffer }) | null = null;
  /** Sniffs the first bytes and admits the file, then lets `data` through unless the count already passed the limit. */
  const admitThen = (data: Buffer, done: TransformCallback) => {
    const head = Buffer.from(data.subarray(0, SNIFF_BYTES));
    sniffType(head).then((type) => {
      const decision = rules.admit(type, head);
      if (decision instanceof AppError) return done(decision);
      admitted = { ...decision, type, head };
      done(bytes > decision.maxBytes ? decision.tooLarge() : null, data);
    }, done);
  };
  const gate = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (admitted) {
        // Stop at the first byte past the limit: the pipeline ends and the rest of the part is never read.
        done(bytes > admitted.maxBytes ? admitted.tooLarge() : null, chunk);
        return;
      }
      pending.push(chunk);
      if (bytes < SNIFF_BYTES) return done();
      const data = Buffer.concat(pending);
      pending = [];
      admitThen(data, done);
    },
    flush(done) {
      if (admitted) return done();
      admitThen(Buffer.concat(pending), done);
    },
  });
  await pipeline(stream, gate, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
  const { type, head } = admitted!;
  return { filename, path: target, bytes, type, head };
}
