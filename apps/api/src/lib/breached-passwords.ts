import { readFile } from 'node:fs/promises';

/**
 * The 10 000 most common passwords (common-passwords.txt beside this file, one a line, lower-cased; made by
 * scripts/make-common-passwords.mjs from a list an npm package ships). The bundle finds its copy beside
 * dist/server.js (build.mjs copies it there). Read once, on first use, into a Set of about 1 MB.
 */
const LIST_URL = new URL('./common-passwords.txt', import.meta.url);
let list: Promise<Set<string>> | undefined;

function load(): Promise<Set<string>> {
  list ??= readFile(LIST_URL, 'utf8').then(
    (text) => new Set(text.split('\n').filter(Boolean)),
    (err: unknown) => {
      list = undefined;
      throw err;
    },
  );
  return list;
}

/**
 * Whether a new password is one of the most common ones (ASVS 6.2.12). Compared without case: with the spec's
 * character classes a listed word only gets in with changed case or a leet spelling ("P@ssw0rd"), which every
 * guessing list tries first.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await load()).has(password.toLowerCase());
}

/** Loads the list at start, so a missing file fails the start rather than the first sign-up. */
export const loadCommonPasswords = async (): Promise<void> => void (await load());
