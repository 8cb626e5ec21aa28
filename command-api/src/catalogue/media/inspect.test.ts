import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { NotAnImage } from './errors.ts';
import { inspectImage } from './inspect.ts';

const jpeg = () => sharp({ create: { width: 300, height: 200, channels: 3, background: '#3399ff' } }).jpeg().toBuffer();

describe('inspectImage', () => {
  it('learns the real format and size from the bytes', async () => {
    expect(await inspectImage(await jpeg())).toEqual({ ext: '.jpg', mime: 'image/jpeg', width: 300, height: 200 });
  });

  it('gives the size as shown for a photo taken sideways', async () => {
    const sideways = await sharp(await jpeg()).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect(await inspectImage(sideways)).toMatchObject({ width: 200, height: 300 });
  });

  it('refuses a truncated file, text, and SVG', async () => {
    const whole = await jpeg();
    await expect(inspectImage(whole.subarray(0, Math.floor(whole.length / 3)))).rejects.toThrow(NotAnImage);
    await expect(inspectImage(new TextEncoder().encode('bonjour'))).rejects.toThrow(NotAnImage);
    await expect(inspectImage(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'))).rejects.toThrow(NotAnImage);
  });
});
