import { afterEach, describe, expect, it, vi } from 'vitest';
import { broadcastTabChannel, storageTabChannel, watchTabs } from './tab-presence.ts';

/** Two tabs of one browser are two channel instances of the same name (one page here). */
const stops: Array<() => void> = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

function tab(id: string, name: string) {
  const displaced = vi.fn();
  stops.push(watchTabs(displaced, broadcastTabChannel(name), id));
  return displaced;
}

describe('the other-window alert (spec §2.2)', () => {
  it('alerts the tab that was open first when a second one opens, and not the new one', async () => {
    const first = tab('a', 'guard-1');
    await settle();
    expect(first).not.toHaveBeenCalled();
    const second = tab('b', 'guard-1');
    await settle();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
  });

  it('"Use here" (a reload, a new claim by the first tab) moves the alert to the other tab', async () => {
    const first = tab('a', 'guard-2');
    const second = tab('b', 'guard-2');
    await settle();
    expect(first).toHaveBeenCalledTimes(1);
    stops.shift()!(); // the first tab reloads: its page goes away…
    const reloaded = tab('a', 'guard-2'); // …and comes back claiming
    await settle();
    expect(second).toHaveBeenCalledTimes(1);
    expect(reloaded).not.toHaveBeenCalled();
  });

  it('ignores its own claim heard again (the same page load)', async () => {
    const a = tab('same', 'guard-3');
    const b = tab('same', 'guard-3');
    await settle();
    expect(a).not.toHaveBeenCalled();
    expect(b).not.toHaveBeenCalled();
  });

  it('falls back to storage events where BroadcastChannel is missing', () => {
    const displaced = vi.fn();
    stops.push(watchTabs(displaced, storageTabChannel(localStorage, window), 'a'));
    expect(JSON.parse(localStorage.getItem('portalActiveTab')!)).toMatchObject({ kind: 'claim', id: 'a' });
    // The browser fires 'storage' only in the other tabs; here the other tab's write is played in.
    window.dispatchEvent(new StorageEvent('storage', { key: 'portalActiveTab', newValue: JSON.stringify({ kind: 'claim', id: 'b', at: 1 }) }));
    expect(displaced).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: 'portalActiveTab', newValue: JSON.stringify({ kind: 'claim', id: 'a', at: 2 }) }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'x' }));
    expect(displaced).toHaveBeenCalledTimes(1);
  });
});
