import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeFitRoom } from '../../test/tryon/fake-fitroom.ts';
import { pngOf } from '../../test/tryon/tryon-fixtures.ts';
import { clothTypeOf } from '@tryown/contracts';
import { createFitRoomProvider } from './fitroom-provider.ts';
import type { TaskClothType } from './provider.ts';

let fake: Awaited<ReturnType<typeof startFakeFitRoom>>;
beforeAll(async () => {
  fake = await startFakeFitRoom();
});
afterAll(async () => {
  await fake?.close();
});

async function run(apiKey = fake.apiKey, clothType: TaskClothType = 'full') {
  const provider = createFitRoomProvider({ baseUrl: fake.url, apiKey, pollIntervalMs: 5 });
  const image = await pngOf(40, 80, { r: 1, g: 2, b: 3 });
  const lowerDress = clothType === 'combo' ? { lowerDress: { image, id: 'l' } } : {};
  return provider.run({ clientId: 'store', personImage: image, dressImage: image, clothType, ...lowerDress, person: { kind: 'model', id: 'm' }, dressId: 'd', signal: new AbortController().signal });
}

describe('FitRoom provider against a fake FitRoom', () => {
  it('sends the images as multipart with the key, polls, and downloads the result', async () => {
    fake.setMode('ok');
    fake.requests.length = 0;
    const output = await run(fake.apiKey, 'upper');
    expect((await sharp(output).metadata()).width).toBe(64);
    const [create, ...rest] = fake.requests;
    expect(create).toMatchObject({ method: 'POST', path: '/api/tryon/v2/tasks', apiKey: fake.apiKey, clothType: 'upper', hasModelImage: true, hasClothImage: true });
    expect(rest.filter((r) => r.method === 'GET' && r.path.startsWith('/api/tryon/v2/tasks/'))).toHaveLength(2);
    expect(rest.at(-1)?.path).toBe('/download/result.png');
  });

  it("sends a top and a bottom as FitRoom's combo: cloth_image and lower_cloth_image", async () => {
    fake.requests.length = 0;
    await run(fake.apiKey, 'combo');
    expect(fake.requests[0]).toMatchObject({ clothType: 'combo', hasClothImage: true, hasLowerClothImage: true });
  });

  it("names a whole outfit FitRoom's full_set", async () => {
    fake.requests.length = 0;
    await run(fake.apiKey, 'full');
    expect(fake.requests[0]?.clothType).toBe('full_set');
  });

  it('maps 402 to a clear, final failure', async () => {
    fake.setMode('no-credits');
    await expect(run()).rejects.toMatchObject({ message: 'The try-on provider has no credits left', retryable: false });
  });

  it('maps 429 to a retryable failure', async () => {
    fake.setMode('rate-limited-once');
    await expect(run()).rejects.toMatchObject({ retryable: true });
    // The next attempt goes through.
    expect((await sharp(await run()).metadata()).format).toBe('png');
  });

  it("passes FAILED's reason on", async () => {
    fake.setMode('fails');
    await expect(run()).rejects.toMatchObject({ message: 'The try-on provider could not make this image: No person found in the model image', retryable: false });
  });

  it('reports a refused key without retrying', async () => {
    fake.setMode('ok');
    await expect(run('wrong-key')).rejects.toMatchObject({ message: 'The try-on provider refused our API key', retryable: false });
  });
});

describe('cloth type of a dress', () => {
  it.each([
    [{ category: 'Women', subcategory: '', type: 'Dress' }, 'full'],
    [{ category: 'Women', subcategory: 'Ethnic', type: 'Saree' }, 'full'],
    [{ category: 'Men', subcategory: 'Bottomwear', type: 'Jeans' }, 'lower'],
    [{ category: 'Women', subcategory: '', type: 'Skirt' }, 'lower'],
    [{ category: 'Men', subcategory: 'Topwear', type: 'T-Shirt' }, 'upper'],
    [{ category: 'Women', subcategory: 'Topwear', type: 'Other' }, 'upper'],
    [{ category: 'Kids', subcategory: '', type: 'Other' }, 'full'],
  ])('%o is %s', (dress, expected) => {
    expect(clothTypeOf(dress)).toBe(expected);
  });
});
