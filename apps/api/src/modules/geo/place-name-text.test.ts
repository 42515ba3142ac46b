import { describe, expect, it } from 'vitest';
import { editDistance, nameTokens, normaliseText } from './place-name-text.ts';

describe('place name text', () => {
  it.each([
    ['أمّ أُذَيْنة', 'ام اذينه'], // hamza forms, shadda, harakat, ta marbuta
    ['إربد', 'اربد'],
    ['آل', 'ال'],
    ['مؤتة', 'موته'],
    ['المزار الجنوبيّ', 'المزار الجنوبي'],
    ['مستشفى', 'مستشفي'], // alef maqsura
    ['عمّـــان', 'عمان'], // tatweel
    ['ٱلقدس', 'القدس'], // alef wasla
    ['Aïn al-Basha', 'ain al basha'],
    ["Tla' Al-Ali", 'tla al ali'],
    ['Route de l’aéroport', 'route de laeroport'],
    ['  CITÉ   Sportive ', 'cite sportive'],
  ])('normalises %j to %j', (input, expected) => expect(normaliseText(input)).toBe(expected));

  it('drops the article from words', () => {
    expect(nameTokens('الرابية')).toEqual(['رابيه']);
    expect(nameTokens('جبل الحسين')).toEqual(['جبل', 'حسين']);
    expect(nameTokens('Al-Rabiah')).toEqual(['rabiah']);
    expect(nameTokens('El Hashmi')).toEqual(['hashmi']);
    // A short word that only starts with ال keeps its letters, and an article alone stays a word.
    expect(nameTokens('الف')).toEqual(['الف']);
    expect(nameTokens('Al')).toEqual(['al']);
  });

  it('measures typos and stops early', () => {
    expect(editDistance('sweifieh', 'swefieh', 2)).toBe(1);
    expect(editDistance('shmaisani', 'shmeisani', 2)).toBe(1);
    expect(editDistance('abdoun', 'zarqa', 1)).toBe(2);
    expect(editDistance('', 'abc', 5)).toBe(3);
  });
});
