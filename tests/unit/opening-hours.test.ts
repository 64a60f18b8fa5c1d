import { describe, expect, it } from 'vitest';
import { localizeOpeningHours } from '@/lib/format/opening-hours';

describe('opening hours in the shopper’s language', () => {
  it('names the days in English, Czech and Slovak, whichever language the hours were written in', () => {
    expect(localizeOpeningHours('Po–Pá 8:00–18:00, So 8:00–12:00', 'en')).toBe(
      'Mon–Fri 8:00–18:00, Sat 8:00–12:00',
    );
    expect(localizeOpeningHours('Po–Pi 6:30–19:00, So–Ne 8:00–18:00', 'en')).toBe(
      'Mon–Fri 6:30–19:00, Sat–Sun 8:00–18:00',
    );
    expect(localizeOpeningHours('Po–Pá 8:00–18:00, Čt do 20:00', 'sk')).toBe('Po–Pi 8:00–18:00, Št do 20:00');
    expect(localizeOpeningHours('Po–Pi 8:00–18:00, Ut zatvorené', 'cs')).toBe(
      'Po–Pá 8:00–18:00, Út zatvorené',
    );
  });

  it('leaves words that only begin like a day, and text without days, as written', () => {
    expect(localizeOpeningHours('Sobota 8:00–12:00, Nonstop', 'en')).toBe('Sobota 8:00–12:00, Nonstop');
    expect(localizeOpeningHours('0:00–24:00', 'en')).toBe('0:00–24:00');
  });
});
