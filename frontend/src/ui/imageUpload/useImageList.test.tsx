import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MediaView } from '../../api/catalogue.ts';
import { useImageList } from './useImageList.ts';

const image = (id: number) => ({ id, libelle: `photo-${id}`, url: `/images/0${id}/photo-${id}.png` }) as MediaView;

/** The hook's actions, from one server render (the list it starts from is the render's). */
function imageList(images: MediaView[], onChange: (next: MediaView[]) => void) {
  let list: ReturnType<typeof useImageList> | undefined;
  function Probe() {
    list = useImageList(images, onChange);
    return null;
  }
  renderToString(createElement(Probe));
  return list!;
}

describe('the image card list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes a deleted image out of the list only: the entity save detaches it, no media is deleted', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const onChange = vi.fn();
    imageList([image(7), image(3), image(9)], onChange).remove(image(3));
    expect(onChange).toHaveBeenCalledOnce();
    expect(onChange).toHaveBeenCalledWith([image(7), image(9)]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('builds each change on the latest list, not on the props', () => {
    const onChange = vi.fn();
    const list = imageList([image(7), image(3)], onChange);
    list.append(image(5));
    list.remove(image(7));
    list.move(1, 0);
    expect(onChange).toHaveBeenLastCalledWith([image(5), image(3)]);
  });
});
