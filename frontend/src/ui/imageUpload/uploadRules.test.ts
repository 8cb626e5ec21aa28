import { describe, expect, it } from 'vitest';
import { isAcceptedImage, isEditableImage, moveItem, splitFiles, uploadPlan } from './uploadRules.ts';

describe('uploadPlan', () => {
  it('sends every file when they fit', () => {
    expect(uploadPlan(50, 0, 3)).toEqual({ kind: 'all', count: 3 });
    expect(uploadPlan(50, 47, 3)).toEqual({ kind: 'all', count: 3 });
  });

  it('says the control is full when no room is left', () => {
    expect(uploadPlan(50, 50, 1)).toEqual({ kind: 'full' });
    expect(uploadPlan(1, 1, 3)).toEqual({ kind: 'full' });
  });

  it('counts a control holding more than its limit as full', () => {
    expect(uploadPlan(3, 5, 1)).toEqual({ kind: 'full' });
  });

  it('offers the first files that fit when there are too many', () => {
    expect(uploadPlan(50, 48, 5)).toEqual({ kind: 'some', count: 2 });
    expect(uploadPlan(1, 0, 4)).toEqual({ kind: 'some', count: 1 });
    expect(uploadPlan(3, 0, 4)).toEqual({ kind: 'some', count: 3 });
  });
});

describe('splitFiles', () => {
  it('keeps images in order and sets the other files apart', () => {
    const files = [
      { name: 'a.png', type: 'image/png' },
      { name: 'notes.pdf', type: 'application/pdf' },
      { name: 'b.jpg', type: 'image/jpeg' },
      { name: 'logo.svg', type: 'image/svg+xml' },
      { name: 'unknown', type: '' },
    ];
    const { images, refused } = splitFiles(files);
    expect(images.map((file) => file.name)).toEqual(['a.png', 'b.jpg']);
    expect(refused.map((file) => file.name)).toEqual(['notes.pdf', 'logo.svg', 'unknown']);
  });

  it('accepts the formats the server takes', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif']) expect(isAcceptedImage({ type })).toBe(true);
  });
});

describe('moveItem', () => {
  it('moves an item forwards and backwards', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 1, 2)).toEqual(['a', 'c', 'b']);
  });

  it('clamps the target and ignores an unknown source', () => {
    expect(moveItem(['a', 'b'], 0, 9)).toEqual(['b', 'a']);
    expect(moveItem(['a', 'b'], 1, -3)).toEqual(['b', 'a']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });

  it('does not change the list it is given', () => {
    const items = ['a', 'b'];
    moveItem(items, 0, 1);
    expect(items).toEqual(['a', 'b']);
  });
});

describe('isEditableImage', () => {
  it('protects the default image, id 1', () => {
    expect(isEditableImage({ id: 1 })).toBe(false);
    expect(isEditableImage({ id: 2 })).toBe(true);
  });
});
