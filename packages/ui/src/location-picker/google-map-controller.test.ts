import { describe, expect, it, vi } from 'vitest';
import { attachGoogleMap } from './google-map-controller.ts';
import { fakeGoogleMaps } from './testing/fake-google-maps.ts';

const AMMAN = { lat: 31.9454, lng: 35.9284 };

function setup() {
  const fake = fakeGoogleMaps();
  const onPick = vi.fn();
  const element = document.createElement('div');
  const c = attachGoogleMap(fake.api, element, { centre: AMMAN, zoom: 13, markerTitle: 'Map', onPick });
  return { fake, onPick, c, map: fake.maps[0]!, element };
}

describe('attachGoogleMap', () => {
  it('draws the map in the element, centred on Amman, without the clutter of Street View and POI popups', () => {
    const { map, element } = setup();
    expect(map.element).toBe(element);
    expect(map.centre).toEqual(AMMAN);
    expect(map.options).toMatchObject({ clickableIcons: false, streetViewControl: false });
  });

  it('a click on the map reports the point; the marker follows the chosen point and zooms in', () => {
    const { map, onPick, c, fake } = setup();
    map.click({ lat: 31.99, lng: 35.84 });
    expect(onPick).toHaveBeenCalledWith(31.99, 35.84);
    c.setPoint({ lat: 31.99, lng: 35.84 });
    expect(fake.markers).toHaveLength(1);
    expect(fake.markers[0]!.position).toEqual({ lat: 31.99, lng: 35.84 });
    expect(fake.markers[0]!.draggable).toBe(true);
    expect(map.centre).toEqual({ lat: 31.99, lng: 35.84 });
    expect(map.zoom).toBe(15);
    c.setPoint({ lat: 32, lng: 35.9 });
    expect(fake.markers).toHaveLength(1);
    expect(fake.markers[0]!.position).toEqual({ lat: 32, lng: 35.9 });
  });

  it('dragging the marker reports where it was dropped', () => {
    const { onPick, c, fake } = setup();
    c.setPoint(AMMAN);
    fake.markers[0]!.drag({ lat: 31.95, lng: 35.93 });
    expect(onPick).toHaveBeenLastCalledWith(31.95, 35.93);
  });

  it('disabled: clicks are ignored and the marker cannot be dragged', () => {
    const { map, onPick, c, fake } = setup();
    c.setPoint(AMMAN);
    c.setDisabled(true);
    map.click({ lat: 31.99, lng: 35.84 });
    expect(onPick).not.toHaveBeenCalled();
    expect(fake.markers[0]!.draggable).toBe(false);
    expect(map.options.gestureHandling).toBe('none');
    c.setDisabled(false);
    map.click({ lat: 31.99, lng: 35.84 });
    expect(onPick).toHaveBeenCalledOnce();
  });

  it('destroy stops listening and removes the marker', () => {
    const { map, onPick, c, fake } = setup();
    c.setPoint(AMMAN);
    c.destroy();
    map.click({ lat: 31.99, lng: 35.84 });
    expect(onPick).not.toHaveBeenCalled();
    expect(fake.markers[0]!.map).toBeNull();
  });
});
