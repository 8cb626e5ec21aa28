import { describe, expect, it } from 'vitest';
import { csvEuros, csvLanguage, csvNumber, csvPercent, csvText } from './csv.ts';

describe('CSV in the reader’s dialect', () => {
  it('writes French with ; and a decimal comma, English with , and a decimal point', () => {
    expect(csvText([['Jour', 'Payé'], ['2026-11-02', csvEuros(1250, 'fr')], ['2026-11-03', 0.5]], 'fr')).toBe('\uFEFFJour;Payé\r\n2026-11-02;12,50\r\n2026-11-03;0,5\r\n');
    expect(csvText([['Day', 'Paid'], ['2026-11-02', csvEuros(1250, 'en')], ['2026-11-03', 0.5]], 'en')).toBe('\uFEFFDay,Paid\r\n2026-11-02,12.50\r\n2026-11-03,0.5\r\n');
  });

  it('quotes a field holding its own separator, a quote or a line break, and only then', () => {
    expect(csvText([['Dupont, Jean', 'a;b', 'dit "Jo"', 'deux\nlignes', 'x\r']], 'en')).toBe('\uFEFF"Dupont, Jean",a;b,"dit ""Jo""","deux\nlignes","x\r"\r\n');
    expect(csvText([['Dupont, Jean', 'a;b']], 'fr')).toBe('\uFEFFDupont, Jean;"a;b"\r\n');
  });

  it('never writes a formula: a text starting with = + - @ (or a tab, a CR) is made text; numbers stay numbers', () => {
    const cells = ['=1+1', '+33 6 12', '-2+3+cmd|\' /C calc\'!A0', '@SUM(A1)', '\tx', '=HYPERLINK("http://x","y")'];
    expect(csvText([cells], 'fr')).toBe(`\uFEFF'=1+1;'+33 6 12;'-2+3+cmd|' /C calc'!A0;'@SUM(A1);'\tx;"'=HYPERLINK(""http://x"",""y"")"\r\n`);
    expect(csvText([[csvEuros(-123450, 'fr'), -3, '+5', '-0.5']], 'fr')).toBe('\uFEFF-1234,50;-3;+5;-0.5\r\n');
    expect(csvText([[csvEuros(-123450, 'en'), -2.5]], 'en')).toBe('\uFEFF-1234.50,-2.5\r\n');
  });

  it('writes empty cells for null, and numbers without grouping', () => {
    expect(csvText([[null, 1234567.5, '']], 'fr')).toBe('\uFEFF;1234567,5;\r\n');
    expect(csvNumber(1234.5, 2, 'fr')).toBe('1234,50');
    expect(csvNumber(1234.5, 2, 'en')).toBe('1234.50');
    expect(csvEuros(7, 'en')).toBe('0.07');
    expect(csvPercent(0.825, 'fr')).toBe('82,5');
    expect(csvPercent(1, 'en')).toBe('100.0');
  });

  it('reads the dialect from a locale: English when it says so, French otherwise', () => {
    expect(csvLanguage('en-GB')).toBe('en');
    expect(csvLanguage('fr-FR')).toBe('fr');
    expect(csvLanguage('de')).toBe('fr');
  });
});
