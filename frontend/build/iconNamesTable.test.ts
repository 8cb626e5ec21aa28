import { describe, expect, it } from 'vitest';
import { iconNamesSource } from './iconNamesTable.ts';

describe('the icon names table computed at build time', () => {
  it('holds what Blueprint computes at load time: both spellings of every icon', async () => {
    const source = iconNamesSource();
    const url = `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`;
    const table = (await import(/* @vite-ignore */ url)) as { IconNames: Record<string, string>; IconNamesSet: Set<string> };
    expect(table.IconNames.ChevronDown).toBe('chevron-down');
    expect(table.IconNames.CHEVRON_DOWN).toBe('chevron-down');
    expect(table.IconNamesSet.has('shopping-cart')).toBe(true);
    expect(Object.keys(table.IconNames).length).toBeGreaterThan(1000);
  });
});
