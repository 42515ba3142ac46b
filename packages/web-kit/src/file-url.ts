import { useEffect, useState } from 'react';
import { API_BASE, appHeader } from './api-client.ts';

/**
 * Stored files (order files, profile photos and documents) are served by the API only to those allowed (GET /files/{id}),
 * with the session cookie, and fetched into object URLs: the file is then shown under the page's own rules, never
 * as a document of the API's origin. Other addresses (public photos, full URLs elsewhere) are used as they are.
 */
export function apiFilePath(url: string): string | null {
  if (/^(blob:|data:)/.test(url)) return null;
  if (url.startsWith(`${API_BASE}/`)) return url;
  if (url.startsWith('/files/')) return `${API_BASE}${url}`;
  if (/^https?:/.test(url)) {
    const base = new URL(API_BASE, window.location.origin);
    const u = new URL(url);
    return u.origin === base.origin && u.pathname.startsWith(`${base.pathname}/`) ? url : null;
  }
  return null;
}

/**
 * The file's bytes with the app's session: the app's name goes with it, so a provider (or an operator) signed in to
 * the portal in the same browser too is served as the provider, not as the customer whose cookie is also sent.
 */
export async function fetchFileBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  const res = await fetch(url, { credentials: 'same-origin', signal, headers: appHeader() });
  if (!res.ok) throw new Error(`file ${res.status}`);
  return res.blob();
}

/** An address the page can show: an object URL of the fetched file, freed when no longer shown. */
export function useFileUrl(url: string | null): { src: string | null; failed: boolean } {
  const path = url ? apiFilePath(url) : null;
  const [state, setState] = useState<{ for: string | null; src: string | null; failed: boolean }>({ for: null, src: null, failed: false });
  useEffect(() => {
    if (!path) return;
    const ctrl = new AbortController();
    let made: string | null = null;
    fetchFileBlob(path, ctrl.signal)
      .then((b) => {
        made = URL.createObjectURL(b);
        setState({ for: path, src: made, failed: false });
      })
      .catch((err: Error) => {
        if (err.name !== 'AbortError') setState({ for: path, src: null, failed: true });
      });
    return () => {
      ctrl.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [path]);
  if (!url) return { src: null, failed: false };
  if (!path) return { src: url, failed: false };
  return state.for === path ? { src: state.src, failed: state.failed } : { src: null, failed: false };
}

/** Saves a document under its own name (a click, not on page load: documents can be large). */
export async function downloadFile(url: string, fileName: string) {
  const path = apiFilePath(url);
  const href = path ? URL.createObjectURL(await fetchFileBlob(path)) : url;
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  if (path) setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
